import type { EntitySchema, Identifier } from './types';

/**
 * Whether a record's own title may name it in the browser tab, and so in the browser's history:
 * not for entities with sensitive fields or participant data (a user's title is their name).
 */
export function titleMayNameRecord(schema: EntitySchema): boolean {
  return !schema.access.participantData && !schema.fields.some((f) => f.sensitive);
}

/** The browser-tab title of a record page: the screen's own, or the entity and id ("User 42"). */
export function recordTabTitle(
  schema: EntitySchema,
  screenTitle: string,
  entityLabel: string,
  id: Identifier | undefined,
): string {
  if (titleMayNameRecord(schema) || id === undefined) return screenTitle;
  return `${entityLabel} ${String(id)}`;
}
