import type { EntitySchema } from '@/engine';

/** An entity the palette searches, by which field, and where a hit leads. */
export interface RecordSource {
  entity: string;
  field: string;
  href: (id: string) => string;
}

const at = (prefix: string) => (id: string) => `${prefix}/${encodeURIComponent(id)}`;

/**
 * Where a record of each kind opens: the page made for it (a study's home, a flow's editor, an
 * order in KitLink), not the generic one. Recent places recognise these addresses too.
 */
export const RECORD_PAGES: Readonly<Record<string, (id: string) => string>> = {
  users: at('/users'),
  studies: at('/study'),
  flows: at('/studies/flow'),
  templates: at('/templates'),
  sites: at('/sites'),
  orders: at('/kitlink/order'),
  kits: at('/kitlink/kit'),
};

/**
 * Users by email and by name (what staff have in hand), the others by their record title (spec
 * §2). A user found by both is listed once.
 */
const SEARCHED: ReadonlyArray<{ entity: string; field?: string }> = [
  { entity: 'users', field: 'email' },
  { entity: 'users', field: 'fullname' },
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
        href: RECORD_PAGES[entity] ?? at(`/${entity}`),
      },
    ];
  });
}
