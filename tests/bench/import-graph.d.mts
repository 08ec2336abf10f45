/** One import of a source file, as esbuild's metafile reports it. */
export interface ImportEdge {
  path: string;
  kind: string;
  original?: string;
  external?: boolean;
}
/** Source files (root-relative) and what each imports. */
export type ImportGraph = Record<string, { imports: readonly ImportEdge[] }>;
/** A route and the screen it loads lazily (null: code the entry already holds). */
export interface RouteModule {
  path: string;
  area: string | null;
  module: string | null;
}
export interface Crossing {
  path: string;
  area: string | null;
  file: string;
  chain: string[];
}
export declare function staticClosure(
  graph: ImportGraph,
  start: string,
  loaded?: ReadonlySet<string>,
): Map<string, string | null>;
export declare function chainTo(via: Map<string, string | null>, file: string): string[];
export declare function areaOf(file: string): string | null;
export declare function dynamicTarget(
  graph: ImportGraph,
  importer: string,
  specifier: string,
): string | undefined;
export declare function crossings(
  graph: ImportGraph,
  routes: readonly RouteModule[],
  entry?: string,
): Crossing[];
