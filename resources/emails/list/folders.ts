import type { Identifier } from 'react-admin';

export interface Folder {
  id: Identifier;
  name: string;
  parent_id?: Identifier | null;
}

export interface FolderNode {
  folder: Folder;
  depth: number;
}

/**
 * Folders in tree order (each parent followed by its children, by name), with their depth. A
 * folder whose parent is missing, or that sits in a loop, is shown at the top level rather than
 * lost.
 */
export function folderTree(folders: readonly Folder[]): FolderNode[] {
  const ids = new Set(folders.map((f) => String(f.id)));
  const byName = (a: Folder, b: Folder) => String(a.name ?? '').localeCompare(String(b.name ?? ''));
  const childrenOf = (parent: string | null) =>
    folders
      .filter((f) => {
        const p = f.parent_id == null || !ids.has(String(f.parent_id)) ? null : String(f.parent_id);
        return p === parent;
      })
      .sort(byName);
  const out: FolderNode[] = [];
  const placed = new Set<string>();
  const walk = (parent: string | null, depth: number) => {
    for (const folder of childrenOf(parent)) {
      if (placed.has(String(folder.id))) continue;
      placed.add(String(folder.id));
      out.push({ folder, depth });
      walk(String(folder.id), depth + 1);
    }
  };
  walk(null, 0);
  for (const folder of [...folders].sort(byName))
    if (!placed.has(String(folder.id))) {
      placed.add(String(folder.id));
      out.push({ folder, depth: 0 });
      walk(String(folder.id), 1);
    }
  return out;
}

/** A folder and every folder below it: choosing a folder shows what its subfolders hold too. */
export function folderAndBelow(folders: readonly Folder[], id: Identifier): Identifier[] {
  const found: Identifier[] = [id];
  const seen = new Set([String(id)]);
  for (let i = 0; i < found.length; i += 1) {
    const current = String(found[i]);
    for (const f of folders)
      if (f.parent_id != null && String(f.parent_id) === current && !seen.has(String(f.id))) {
        seen.add(String(f.id));
        found.push(f.id);
      }
  }
  return found;
}
