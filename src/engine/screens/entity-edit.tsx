import { Edit, ShowButton, TopToolbar } from 'react-admin';
import { useLoadFailed } from './use-load-failed';
import { EditLoadError } from './record-load-error';
import type { EntitySchema } from '../types';
import { AccessDenied } from './access-denied';
import { EditTabTitle } from './tab-title';
import { EntityForm, STICKY_TOOLBAR_ROOM, writableData } from './entity-form';
import { EditPageTitle, InScope, ScopeGate, useScope } from './scope';
import { useEntityAccess } from './use-entity-access';

/**
 * Pessimistic: the user stays on the form until the server confirms the save. `id` is for routes
 * whose record parameter is not `:id` (e.g. `/templates/:template_id`). After a save the record's
 * show page opens, unless `stay`: on a spec path the form is the record's own page (a blog post at
 * `/blogposts/{id}`, a template in the email editor), and the user stays in that area.
 */
export function EntityEditPage({
  schema,
  id,
  stay = false,
}: {
  schema: EntitySchema;
  id?: string;
  stay?: boolean;
}) {
  const access = useEntityAccess(schema);
  const onLoadError = useLoadFailed(schema.name);
  const scope = useScope(schema);
  if (!access.edit) return <AccessDenied />;
  return (
    <Edit
      resource={schema.name}
      {...(id === undefined ? {} : { id })}
      title={<EditPageTitle schema={schema} />}
      // Show only for a record inside the user's scope: outside it there is nothing to show.
      actions={
        <TopToolbar>
          <InScope schema={schema}>
            <ShowButton />
          </InScope>
        </TopToolbar>
      }
      // As with lists: a failure shows at once, with its retry, rather than after silent retries.
      queryOptions={{ onError: onLoadError, retry: false }}
      error={<EditLoadError />}
      mutationMode="pessimistic"
      sx={STICKY_TOOLBAR_ROOM}
      redirect={stay ? false : 'show'}
      transform={(data: Record<string, unknown>) => writableData(schema, data, scope)}
    >
      <ScopeGate schema={schema}>
        <EditTabTitle schema={schema} />
        <EntityForm schema={schema} view="edit" canDelete={access.delete} fixed={scope} />
      </ScopeGate>
    </Edit>
  );
}
