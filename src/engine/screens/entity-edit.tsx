import { Edit } from 'react-admin';
import { useLoadFailed } from './use-load-failed';
import type { EntitySchema } from '../types';
import { AccessDenied } from './access-denied';
import { EditTabTitle } from './tab-title';
import { EntityForm, writableData } from './entity-form';
import { useEntityAccess } from './use-entity-access';

/** Pessimistic: the user stays on the form until the server confirms the save. */
export function EntityEditPage({ schema }: { schema: EntitySchema }) {
  const access = useEntityAccess(schema);
  const onLoadError = useLoadFailed(schema.name);
  if (!access.edit) return <AccessDenied />;
  return (
    <Edit
      resource={schema.name}
      queryOptions={{ onError: onLoadError }}
      mutationMode="pessimistic"
      redirect="show"
      transform={(data: Record<string, unknown>) => writableData(schema, data)}
    >
      <EditTabTitle />
      <EntityForm schema={schema} view="edit" canDelete={access.delete} />
    </Edit>
  );
}
