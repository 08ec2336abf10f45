import type { ReactElement } from 'react';
import type { EntitySchema } from '@/engine';
import type { EntityListPageProps } from '@/engine/screens';
import { EntityCreatePage, EntityEditPage, EntityListPage, resourceElement } from '@/engine/screens';
import { entities } from './registry';
import type { EntityView } from './route-types';

// The wiring of schema entities into react-admin, kept in one place.

const byName = new Map<string, EntitySchema>(entities.map((e) => [e.name, e]));

export const entityNames: ReadonlySet<string> = new Set(byName.keys());

/** One react-admin <Resource> per schema. */
export const entityResources: ReactElement[] = entities.map(resourceElement);

/** Lists mounted on the spec's own paths lead to the spec's record routes (spec §2). */
const SPEC_ROW_LINKS: Partial<Record<string, EntityListPageProps['rowLink']>> = {
  'blog-posts': (r) => `/blogposts/${r.id}`,
  orders: (r) => `/orders/${r.id}`,
  roles: (r) => `/roles/${r.id}`,
  templates: (r) => `/templates/${r.id}`,
};

/** An entity's engine view on a path of the spec that is not react-admin's own (e.g. /role-list). */
export function EntityScreen({ name, view }: { name: string; view: EntityView }) {
  const schema = byName.get(name);
  if (!schema) return null;
  if (view === 'list') return <EntityListPage schema={schema} rowLink={SPEC_ROW_LINKS[name]} />;
  if (view === 'create') return <EntityCreatePage schema={schema} recordPath={SPEC_ROW_LINKS[name]} />;
  return <EntityEditPage schema={schema} stay />;
}
