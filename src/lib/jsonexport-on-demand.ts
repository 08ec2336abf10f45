/**
 * Stands in for `jsonexport` inside ra-core (see `vite.config.ts`). ra-core's default CSV exporter
 * imports the library eagerly, yet every console list exports through its own paging exporter, so
 * the library is fetched only if that default exporter is ever called. Same arguments as
 * `jsonexport(data, [options], [callback])`; the result is always a promise.
 */
export default function jsonExport(data: unknown, ...rest: unknown[]): Promise<string | void> {
  return import('jsonexport/dist/index.js').then<string | void>(({ default: real }) => real(data, ...rest));
}
