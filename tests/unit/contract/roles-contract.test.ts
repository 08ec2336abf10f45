import { setToken } from '@/auth';
import { callApi, crudCalls, recordSchema } from '@/contract';
import { tokenFor } from '@/mocks/node';
import { entityNamed } from '@schemas/index';
import { expectTolerant } from './area-contract';

// The roles area makes no call of its own: its page reads a role, every permission and the role's
// grants, and saves, through the generic calls of those entities.
const call = (entity: string, id: string) => {
  const decl = crudCalls(entityNamed(entity)).find((c) => c.id === `${entity}.${id}`);
  if (!decl) throw new Error(`${entity}.${id} is not declared`);
  return decl;
};

describe('the roles area’s calls', () => {
  beforeEach(() => setToken(tokenFor('super@research.test')));

  it('the generic reads the role page makes answer as declared', async () => {
    const quiet = { skipErrorHandling: true };
    await expect(callApi(call('roles', 'one'), { path: { id: 1 }, ...quiet })).resolves.toMatchObject({
      id: 1,
    });
    const permissions = await callApi(call('permissions', 'list'), { params: { page_size: 500 }, ...quiet });
    expect(Array.isArray(permissions) && permissions.length).toBeGreaterThan(0);
    const grants = call('role-permissions', 'by');
    await expect(
      callApi(grants, { path: { field: 'role_id', value: 1 }, params: { page_size: 1000 }, ...quiet }),
    ).resolves.toBeInstanceOf(Array);
  });

  it('a role needs only its id; its name and description may be null, unknown fields stay', () => {
    expectTolerant(recordSchema(entityNamed('roles')), { id: 2 }, ['name', 'description']);
  });
});
