import { http, HttpResponse } from 'msw';
import { z } from '@/lib/zod';
import { setToken } from '@/auth';
import { callApi, callPaged, ContractError, defineCall, fillPath, findCall, fieldPath } from '@/contract';
import { server, tokenFor } from '@/mocks/node';

const decl = defineCall({
  id: 'test.thing',
  method: 'GET',
  path: '/test-things/{id}',
  kind: 'extension',
  access: 'signed-in',
  summary: 'A thing',
  response: z.looseObject({ id: z.number(), title: z.nullish(z.string()) }),
  degrade: 'Nothing',
});

describe('callApi: answers parsed at the boundary', () => {
  beforeEach(() => setToken(tokenFor('super@research.test')));

  it('keeps unknown fields and accepts missing or null optional ones', async () => {
    server.use(http.get('/api/test-things/7', () => HttpResponse.json({ data: { id: 7, extra: { a: 1 } } })));
    await expect(callApi(decl, { path: { id: 7 } })).resolves.toEqual({ id: 7, extra: { a: 1 } });
  });

  it('refuses an answer that breaks the contract, naming the call and the field but no value', async () => {
    server.use(
      http.get('/api/test-things/8', () =>
        HttpResponse.json({ data: { id: 8, title: 'secret-value-123'.length } }),
      ),
    );
    const error = await callApi(decl, { path: { id: 8 }, skipErrorHandling: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContractError);
    const message = (error as ContractError).message;
    expect(message).toContain('GET /test-things/{id}');
    expect(message).toContain('title');
    expect(message).not.toContain('16');
    expect((error as ContractError).callId).toBe('test.thing');
  });

  it('reads meta.total of a paged answer, and tolerates its absence', async () => {
    const list = defineCall({
      ...decl,
      id: 'test.list',
      path: '/test-things',
      response: z.array(z.unknown()),
    });
    server.use(http.get('/api/test-things', () => HttpResponse.json({ data: [1, 2], meta: { total: 9 } })));
    await expect(callPaged(list)).resolves.toEqual({ data: [1, 2], total: 9 });
    server.use(http.get('/api/test-things', () => HttpResponse.json({ data: [] })));
    await expect(callPaged(list)).resolves.toEqual({ data: [], total: undefined });
  });
});

describe('declared paths', () => {
  it('fills parameters as single path segments and finds the most specific declaration', () => {
    expect(fillPath('/a/{id}/b/{v}', { id: 'x/y', v: 3 })).toBe('/a/x%2Fy/b/3');
    expect(fillPath('/a/by/{field}/{value}', { field: 'id', value: '1,2:3' })).toBe('/a/by/id/1,2:3');
    expect(() => fillPath('/a/{id}')).toThrow('needs {id}');
    const calls = [
      { ...decl, id: 'v', path: '/s/{id}/versions/{v}' },
      { ...decl, id: 'latest', path: '/s/{id}/versions/latest' },
    ];
    expect(findCall(calls, 'get', '/s/4/versions/latest')?.id).toBe('latest');
    expect(findCall(calls, 'GET', '/s/4/versions/2')?.id).toBe('v');
    expect(findCall(calls, 'POST', '/s/4/versions/2')).toBeUndefined();
    expect(fieldPath(['rows', 3, 'title'])).toBe('rows[3].title');
  });
});
