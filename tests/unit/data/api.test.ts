import { adminRead, createDataProvider, deleteSegment, getGeneVariants, searchReference } from '@/data';
import { getUserCustomProperties } from '@resources/users/api';
import { setReasonPrompt } from '@/http';
import { answer, fixtures, queryOf } from './helpers';

describe('calls the spec names (§7)', () => {
  it('getUserCustomProperties: GET /users/{id}/custom-properties', async () => {
    const seen = answer('get', '/users/:id/custom-properties', {
      data: [{ id: 1, name: 'shoe_size', value: '9' }],
    });
    expect(await getUserCustomProperties(42)).toEqual([{ id: 1, name: 'shoe_size', value: '9' }]);
    expect(seen.map((r) => r.path)).toEqual(['/api/users/42/custom-properties']);
  });

  it('getGeneVariants: GET /admin/genes/variants?gene_name=', async () => {
    const seen = answer('get', '/admin/genes/variants', { data: [{ id: 1, name: 'rs429358' }] });
    expect(await getGeneVariants('APOE')).toEqual([{ id: 1, name: 'rs429358' }]);
    expect(queryOf(seen[0])).toEqual({ gene_name: 'APOE' });
  });

  it.each([undefined, null, '', '   '])(
    'getGeneVariants(%j) fails with "Missing query params" before any request',
    async (name) => {
      const seen = answer('get', '/admin/genes/variants', { data: [] });
      await expect(getGeneVariants(name)).rejects.toThrow(new Error('Missing query params'));
      expect(seen).toHaveLength(0);
    },
  );

  it('adminRead: GET /admin/read/{entity}?by=&field=', async () => {
    const seen = answer('get', '/admin/read/calls', { data: [{ id: 3 }] });
    expect(await adminRead('calls', 'user_id', 17)).toEqual([{ id: 3 }]);
    expect(queryOf(seen[0])).toEqual({ by: 'user_id', field: '17' });
  });

  it('searchReference: GET /z/{entity}/search?{field}=', async () => {
    const seen = answer('get', '/z/users/search', { data: [{ id: 9, email: 'ada@example.test' }] });
    expect(await searchReference('users', 'email', 'ada@')).toEqual([{ id: 9, email: 'ada@example.test' }]);
    expect(seen[0]?.path).toBe('/api/z/users/search');
    expect(queryOf(seen[0])).toEqual({ email: 'ada@' });
  });

  it('deleteSegment: DELETE /segments/{id} through the dataProvider delete', async () => {
    // A delete is a risky write: the console's dialog would ask why; here the answer is given.
    onTestFinished(setReasonPrompt(() => Promise.resolve('Test clean-up')));
    const seen = answer('delete', '/segments/:id', { data: { id: 8, name: 'Lapsed' } });
    const provider = createDataProvider(fixtures);
    const spy = vi.spyOn(provider, 'delete');
    expect(await deleteSegment(8, provider)).toEqual({ id: 8, name: 'Lapsed' });
    expect(spy).toHaveBeenCalledWith('segments', { id: 8 });
    expect(seen.map((r) => [r.method, r.path])).toEqual([['DELETE', '/api/segments/8']]);
  });
});
