import { lazyScreen } from '@/ui/lazy-screen';
import type { EntitySchema } from '../types';
import { RichTextDisplayBody, RichTextEditor } from '../widgets/rich-text-chunks';
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

/**
 * Starts fetching a record's generated view: `edit` at `/{entity}/{id}`, `show` at `.../show`.
 * Given the record's schema, also the rich-text editor or display its form or page will show,
 * which would otherwise be asked for only once the record has arrived and the form is drawn.
 */
export function preloadRecordView(view: 'edit' | 'show', schema?: EntitySchema): void {
  void (view === 'edit' ? EntityEditPage : EntityShowPage).preload();
  if (!schema?.fields.some((f) => f.type === 'richText')) return;
  // A failure is left to the widget, which falls back to plain text when its code cannot load.
  void (view === 'edit' ? RichTextEditor : RichTextDisplayBody).preload();
}
