import type { EntitySchema } from '@/engine';

/** An entity the palette searches, by which field, and where a hit leads. */
export interface RecordSource {
  entity: string;
  field: string;
  href: (id: string) => string;
}

/** Users by email (what staff have in hand), the others by their record title (spec §2). */
const SEARCHED: ReadonlyArray<{ entity: string; field?: string }> = [
  { entity: 'users', field: 'email' },
  { entity: 'studies' },
  { entity: 'flows' },
  { entity: 'templates' },
  { entity: 'sites' },
  { entity: 'orders' },
  { entity: 'kits' },
];

/** The sources this user may read: the entity's own read permissions, by the console's check. */
export function recordSources(
  schemas: readonly EntitySchema[],
  can: (required: readonly string[]) => boolean,
): RecordSource[] {
  return SEARCHED.flatMap(({ entity, field }) => {
    const schema = schemas.find((s) => s.name === entity);
    if (!schema || !can(schema.access.permissions.read)) return [];
    return [
      {
        entity,
        field: field ?? schema.recordTitle,
        href: (id: string) => `/${entity}/${encodeURIComponent(id)}`,
      },
    ];
  });
}
