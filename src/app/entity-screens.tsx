import type { ReactElement } from 'react';
import type { EntitySchema } from '@/engine';
import { EntityCreatePage, EntityEditPage, EntityListPage, resourceElement } from '@/engine/screens';
import { entities } from './registry';
import type { EntityView } from '@/shell/module';

// The wiring of schema entities into react-admin, kept in one place.

const byName = new Map<string, EntitySchema>(entities.map((e) => [e.name, e]));

export const entityNames: ReadonlySet<string> = new Set(byName.keys());

/** One react-admin <Resource> per schema. */
export const entityResources: ReactElement[] = entities.map(resourceElement);

/** `/roles/:id` for a record, its id encoded. */
const linkTo = (recordPath: string) => (r: { id: string | number }) =>
  recordPath.replace(':id', encodeURIComponent(String(r.id)));

/** An entity's engine view on a path of the spec that is not react-admin's own (e.g. /role-list). */
export function EntityScreen({
  name,
  view,
  recordPath,
}: {
  name: string;
  view: EntityView;
  recordPath?: string;
}) {
  const schema = byName.get(name);
  if (!schema) return null;
  const link = recordPath ? linkTo(recordPath) : undefined;
  if (view === 'list') return <EntityListPage schema={schema} rowLink={link} />;
  if (view === 'create') return <EntityCreatePage schema={schema} recordPath={link} />;
  return <EntityEditPage schema={schema} stay />;
}
