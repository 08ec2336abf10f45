import { DeleteButton, EditButton, Show, SimpleShowLayout, TopToolbar, useRecordContext } from 'react-admin';
import { HistorySection } from '@/audit';
import type { EntitySchema } from '../types';
import { displayCells } from '../widgets/display-cells';
import { AccessDenied } from './access-denied';
import { RelatedLists } from './related-list';
import { InScope, ScopeGate, ShowPageTitle } from './scope';
import { ShowTabTitle } from './tab-title';
import { useEntityAccess } from './use-entity-access';
import { useLoadFailed } from './use-load-failed';
import { ShowLoadError } from './record-load-error';

export function EntityShowPage({ schema }: { schema: EntitySchema }) {
  const access = useEntityAccess(schema);
  const onLoadError = useLoadFailed(schema.name);
  if (!access.show) return <AccessDenied />;
  return (
    <Show
      resource={schema.name}
      title={<ShowPageTitle schema={schema} />}
      // As with lists: a failure shows at once, with its retry, rather than after silent retries.
      queryOptions={{ onError: onLoadError, retry: false }}
      error={<ShowLoadError />}
      actions={
        <TopToolbar>
          <InScope schema={schema}>
            {access.edit && <EditButton />}
            {access.delete && <DeleteButton mutationMode="pessimistic" />}
          </InScope>
        </TopToolbar>
      }
    >
      <ScopeGate schema={schema}>
        <ShowTabTitle schema={schema} />
        <SimpleShowLayout>
          {displayCells(
            schema,
            schema.fields.filter((f) => f.views.show),
            'show',
          )}
        </SimpleShowLayout>
        <RelatedLists schema={schema} />
        <ShowHistory schema={schema} canRevert={access.edit} />
      </ScopeGate>
    </Show>
  );
}

function ShowHistory({ schema, canRevert }: { schema: EntitySchema; canRevert: boolean }) {
  const record = useRecordContext();
  if (record?.id === undefined) return null;
  return <HistorySection entity={schema.name} id={record.id} canRevert={canRevert} />;
}
