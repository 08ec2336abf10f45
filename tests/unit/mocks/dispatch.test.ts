import { getResponse, http, HttpResponse, type RequestHandler } from 'msw';
import { dispatcher } from '@/mocks/dispatch';

const call = (method: string, path: string) => new Request(new URL(path, window.location.href), { method });

async function answer(handlers: readonly RequestHandler[], request: Request): Promise<string | undefined> {
  const response = await getResponse([dispatcher(handlers)], request);
  return response ? response.text() : undefined;
}

describe('the mock dispatcher', () => {
  it('answers with the first matching handler that gives a response, in order', async () => {
    const seen: string[] = [];
    const handlers = [
      http.all('/api/*', () => void seen.push('gate')),
      http.get('/api/users/:id', ({ params }) => HttpResponse.text(`user ${String(params.id)}`)),
      http.get('/api/:entity/:id', () => HttpResponse.text('generic')),
    ];
    expect(await answer(handlers, call('GET', '/api/users/7'))).toBe('user 7');
    expect(await answer(handlers, call('GET', '/api/sites/3'))).toBe('generic');
    expect(seen).toEqual(['gate', 'gate']);
  });

  it('does not parse a request in handlers whose method or path cannot match', async () => {
    const other = http.post('/api/users', () => HttpResponse.text('created'));
    const elsewhere = http.get('/api/sites', () => HttpResponse.text('sites'));
    const parse = [vi.spyOn(other, 'parse'), vi.spyOn(elsewhere, 'parse')];
    const users = http.get('/api/users', () => HttpResponse.text('users'));
    expect(await answer([other, elsewhere, users], call('GET', '/api/users'))).toBe('users');
    for (const spy of parse) expect(spy).not.toHaveBeenCalled();
  });

  it('asks handlers with a predicate of their own, and leaves a request nothing matches unhandled', async () => {
    const custom = http.get(
      ({ request }) => new URL(request.url).searchParams.has('custom'),
      () => HttpResponse.text('custom'),
    );
    const users = http.get('/api/users', () => HttpResponse.text('users'));
    expect(await answer([users, custom], call('GET', '/api/anything?custom=1'))).toBe('custom');
    expect(await answer([users], call('DELETE', '/api/users'))).toBeUndefined();
    expect(await dispatcher([users]).test({ request: call('GET', '/api/sites') })).toBe(false);
  });
});
