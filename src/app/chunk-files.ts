/** What `chunkFiles` reads of a built chunk (a subset of Rollup's output chunk). */
export interface BuiltChunk {
  type: 'chunk' | 'asset';
  fileName: string;
  isEntry?: boolean;
  facadeModuleId?: string | null;
  imports?: readonly string[];
}

/**
 * For index.html's preloads, when the app is built: the files of the chunks `roots` picks and of
 * every chunk they import, each once, in the order met. What the page loads anyway (the entry and
 * its static imports) is left out.
 */
export function chunkFiles(
  bundle: Readonly<Record<string, BuiltChunk>> | undefined,
  roots: (chunk: BuiltChunk) => boolean,
): string[] {
  const chunks = Object.values(bundle ?? {}).filter((c) => c.type === 'chunk');
  const entry = chunks.find((c) => c.isEntry);
  const inPage = new Set([entry?.fileName, ...(entry?.imports ?? [])]);
  const files: string[] = [];
  const visit = (name: string) => {
    if (inPage.has(name) || files.includes(name)) return;
    files.push(name);
    chunks.find((c) => c.fileName === name)?.imports?.forEach(visit);
  };
  chunks.filter(roots).forEach((c) => visit(c.fileName));
  return files;
}
