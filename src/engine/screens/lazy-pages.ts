import { lazyScreen } from '@/ui/lazy-screen';
import type { EntitySchema } from '../types';
import type { EntityListPageProps } from './entity-list';
import type { RowLink } from './list-row';

type SchemaProps = { schema: EntitySchema };

// Each generated view is its own chunk: a list does not download the form widgets, nor a sign-in
// page the table. A chunk that fails to load does a full load of the target path (spec §2).
export const EntityListPage = lazyScreen<EntityListPageProps>(() =>
  import('./entity-list').then((m) => ({ default: m.EntityListPage })),
);

/** Starts fetching the list view early (while the guards check the session); a failure is left to the view. */
export function preloadListView(): void {
  void EntityListPage.preload();
}
export const EntityShowPage = lazyScreen<SchemaProps>(() =>
  import('./entity-show').then((m) => ({ default: m.EntityShowPage })),
);
export const EntityEditPage = lazyScreen<SchemaProps & { id?: string; stay?: boolean }>(() =>
  import('./entity-edit').then((m) => ({ default: m.EntityEditPage })),
);
export const EntityCreatePage = lazyScreen<SchemaProps & { recordPath?: RowLink }>(() =>
  import('./entity-create').then((m) => ({ default: m.EntityCreatePage })),
);

/** Starts fetching a record's generated view: `edit` at `/{entity}/{id}`, `show` at `.../show`. */
export function preloadRecordView(view: 'edit' | 'show'): void {
  void (view === 'edit' ? EntityEditPage : EntityShowPage).preload();
}
