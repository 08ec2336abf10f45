import { Create, type RedirectionSideEffect } from 'react-admin';
import type { EntitySchema } from '../types';
import { AccessDenied } from './access-denied';
import { CreateTabTitle } from './tab-title';
import { EntityForm, STICKY_TOOLBAR_ROOM, writableData } from './entity-form';
import type { RowLink } from './list-row';
import { useScope } from './scope';
import { useEntityAccess } from './use-entity-access';

/**
 * After the server confirms, the new record opens: on its show page, or on `recordPath` for an
 * entity whose spec routes put its records elsewhere (a blog post created at `/blogposts` opens at
 * `/blogposts/{id}`).
 */
export function EntityCreatePage({ schema, recordPath }: { schema: EntitySchema; recordPath?: RowLink }) {
  const access = useEntityAccess(schema);
  const scope = useScope(schema);
  if (!access.create) return <AccessDenied />;
  const redirect: RedirectionSideEffect = recordPath
    ? (_resource, id, data) => {
        const recordId = id ?? data?.id;
        return recordId === undefined ? `/${schema.name}` : recordPath({ id: recordId });
      }
    : 'show';
  return (
    <Create
      resource={schema.name}
      redirect={redirect}
      sx={STICKY_TOOLBAR_ROOM}
      transform={(data: Record<string, unknown>) => writableData(schema, data, scope)}
    >
      <CreateTabTitle />
      <EntityForm schema={schema} view="create" fixed={scope} />
    </Create>
  );
}
