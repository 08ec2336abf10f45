import { createDataProvider } from '@/data';
import { answer, fixtures } from './helpers';

const block = { id: 12, block_version_id: 3, title: 'Consent' };

describe('composite keys: blocks are identified by id + block_version_id', () => {
  it('gives each record the client id `${id}:${block_version_id}` and keeps the key fields', async () => {
    answer('get', '/blocks', { data: [block], meta: { total: 1 } });
    const { data } = await createDataProvider(fixtures).getList('blocks', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(data).toEqual([{ ...block, id: '12:3' }]);
    expect(data[0]?.block_version_id).toBe(3);
  });

  it('reads one record at /blocks/{id}:{block_version_id}', async () => {
    const seen = answer('get', '/blocks/:id', { data: block });
    const { data } = await createDataProvider(fixtures).getOne('blocks', { id: '12:3' });
    expect(seen[0]?.path).toBe('/api/blocks/12:3');
    expect(data.id).toBe('12:3');
  });

  it('joins composite ids in getMany', async () => {
    const seen = answer('get', '/blocks/by/id/:ids', { data: [block, { ...block, block_version_id: 4 }] });
    const { data } = await createDataProvider(fixtures).getMany('blocks', { ids: ['12:3', '12:4'] });
    expect(seen[0]?.path).toBe('/api/blocks/by/id/12:3,12:4');
    expect(data.map((r) => r.id)).toEqual(['12:3', '12:4']);
  });

  it('sends the server its own key fields on update, never the client id', async () => {
    const seen = answer('put', '/blocks/:id', { data: { ...block, title: 'Consent v2' } });
    const { data } = await createDataProvider(fixtures).update('blocks', {
      id: '12:3',
      data: { ...block, id: '12:3', title: 'Consent v2' },
      previousData: { ...block, id: '12:3' },
    });
    expect(seen[0]?.path).toBe('/api/blocks/12:3');
    expect(seen[0]?.body).toEqual({ data: { id: 12, block_version_id: 3, title: 'Consent v2' } });
    expect(data.id).toBe('12:3');
  });
});
