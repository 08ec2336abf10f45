import { queryKeys } from '@/data/query-keys';

describe('one query-key factory per entity, for uniform invalidation', () => {
  it('puts every key of an entity under its `all`, its reference searches included', () => {
    const keys = queryKeys('sites');
    const every = [
      keys.lists(),
      keys.list({ pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'ASC' }, filter: {} }),
      keys.detail(3),
      keys.many([1, 2]),
      keys.references(),
      keys.search('name', 'Harrow'),
      keys.custom('variants', 'BRCA1'),
    ];
    for (const key of every) expect(key.slice(0, keys.all.length)).toEqual(keys.all);
    expect(keys.search('name', 'Harrow')).not.toEqual(queryKeys('studies').search('name', 'Harrow'));
  });
});
