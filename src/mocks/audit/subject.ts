import { pathParams, type CallDecl } from '@/contract';
import { allSchemas, schemaOf, type RowChange } from '../db';

/** The record a write is about, as the History of that record will look for it. */
export interface Subject {
  entity: string | null;
  record_id: string | null;
}

/** The entity a path segment names, by its name or its endpoint. */
export const entityNamed = (segment: string): string | undefined =>
  (schemaOf(segment) ?? allSchemas().find((s) => s.endpoint === segment))?.name;

const idOf = (change: RowChange): string | null => {
  const id = (change.after ?? change.before)?.id;
  return typeof id === 'number' || typeof id === 'string' ? String(id) : null;
};

/**
 * The first `<entity>/{param}` pair of the declared path names the record (a study's version
 * publish belongs to the study); without one, the row the write made or changed in the entity
 * the path names, else the first row it changed.
 */
export function subjectOf(
  decl: CallDecl,
  values: Readonly<Record<string, string>>,
  changes: readonly RowChange[],
): Subject {
  const { access } = decl;
  if (typeof access !== 'string' && 'entityParam' in access) {
    const entity = entityNamed(values[access.entityParam] ?? '') ?? null;
    return { entity, record_id: values.id ?? null };
  }
  const segments = decl.path.split('/');
  let named: string | undefined;
  for (let i = 1; i < segments.length; i += 1) {
    const [param] = pathParams(segments[i] ?? '');
    const entity = entityNamed(segments[i - 1] ?? '');
    if (param !== undefined && entity) return { entity, record_id: values[param] ?? null };
    if (!param && entityNamed(segments[i] ?? '')) named ??= entityNamed(segments[i] ?? '');
  }
  const own = changes.find((c) => c.table === named) ?? changes[0];
  if (own) return { entity: own.table, record_id: idOf(own) };
  const declared = typeof access !== 'string' && 'entity' in access ? access.entity : null;
  return { entity: named ?? declared, record_id: null };
}
