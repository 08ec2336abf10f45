import type { ImportGraph, RouteModule } from './import-graph.mjs';

export interface SpecRouteRow extends RouteModule {
  /** The path as the app declares it (parameter names may differ from the spec's). */
  declared: string;
  layout: string;
  /** The entity whose generated view serves the path, if one does. */
  entity?: string;
}
export interface SpecRouteTable {
  routes: SpecRouteRow[];
  banners: string[];
  editorLayout: string | undefined;
  listView: string | undefined;
}
export declare const APP_ENTRY: string;
export declare function importGraph(root: string, entry?: string): Promise<ImportGraph>;
export declare function specPaths(root: string): Promise<string[]>;
export declare function specRouteTable(root: string, graph: ImportGraph): Promise<SpecRouteTable>;
