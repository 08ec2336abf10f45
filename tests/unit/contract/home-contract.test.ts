import { allCalls } from '@/app/contract';
import { setToken } from '@/auth';
import { callApi, callPaged, coreCalls } from '@/contract';
import { listQuery } from '@/data/list-params';
import { tokenFor } from '@/mocks/node';
import { ATTENTION } from '@resources/home/attention';

// Home makes no call of its own: each count is a generic list read of one row, so what it
// depends on is that each counted entity's list is declared and answers with a total.

describe('the home area’s reads', () => {
  beforeEach(() => setToken(tokenFor('super@research.test')));

  it('each attention count is a declared list read that answers with its total', async () => {
    const calls = await allCalls();
    const me = (await callApi(coreCalls.currentUser)).id;
    for (const item of ATTENTION) {
      const decl = calls.find((c) => c.id === `${item.entity}.list`);
      expect(decl, item.entity).toBeDefined();
      if (!decl) continue;
      const params = listQuery({
        pagination: { page: 1, perPage: 1 },
        sort: { field: 'id', order: 'ASC' },
        filter: item.filter(me),
      });
      const page = await callPaged(decl, { params, skipErrorHandling: true });
      expect(typeof page.total, item.entity).toBe('number');
    }
  });
});
