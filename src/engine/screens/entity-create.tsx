import { Create } from 'react-admin';
import type { EntitySchema } from '../types';
import { AccessDenied } from './access-denied';
import { CreateTabTitle } from './tab-title';
import { EntityForm, writableData } from './entity-form';
import { useEntityAccess } from './use-entity-access';

export function EntityCreatePage({ schema }: { schema: EntitySchema }) {
  const access = useEntityAccess(schema);
  if (!access.create) return <AccessDenied />;
  return (
    <Create
      resource={schema.name}
      redirect="show"
      transform={(data: Record<string, unknown>) => writableData(schema, data)}
    >
      <CreateTabTitle />
      <EntityForm schema={schema} view="create" />
    </Create>
  );
}
