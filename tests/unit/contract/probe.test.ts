import { z } from '@/lib/zod';
import { defineCall, probeBackend, probePassed } from '@/contract';

const spec = defineCall({
  id: 'test:spec',
  method: 'GET',
  path: '/things/{id}',
  kind: 'spec',
  access: 'signed-in',
  summary: 'A thing',
  response: z.looseObject({ id: z.number() }),
  probe: { path: { id: 3 }, query: { page: 1 } },
});
const extension = defineCall({
  ...spec,
  id: 'test:extension',
  path: '/extras',
  kind: 'extension',
  degrade: 'The panel says so',
  paged: true,
  response: z.array(z.unknown()),
  probe: {},
});
const unprobed = defineCall({ ...spec, id: 'test:write', method: 'POST', probe: undefined });

function fakeServer(answers: Record<string, [number, unknown]>) {
  const seen: Array<{ url: string; headers: Record<string, string> }> = [];
  const fetcher = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    seen.push({ url, headers: init?.headers as Record<string, string> });
    const [status, body] = answers[new URL(url).pathname] ?? [404, { message: 'none' }];
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
  return { fetcher, seen };
}

describe('the conformance probe of a running backend', () => {
  it('sends each probe-able read with the console headers and judges its answer', async () => {
    const { fetcher, seen } = fakeServer({
      '/api/things/3': [200, { data: { id: 3, extra: true } }],
      '/api/extras': [200, { data: [], meta: { total: 0 } }],
    });
    const results = await probeBackend([spec, extension, unprobed], {
      apiBase: 'http://backend.test/api',
      token: 'abc',
      language: 'en-gb',
      fetch: fetcher,
    });
    expect(results.map((r) => [r.id, r.verdict])).toEqual([
      ['test:spec', 'conforms'],
      ['test:extension', 'conforms'],
    ]);
    expect(seen[0]?.url).toBe('http://backend.test/api/things/3?page=1');
    expect(seen[0]?.headers).toMatchObject({ Authorization: 'Bearer abc', Client: 'admin' });
    expect(probePassed(results)).toBe(true);
  });

  it('fails on a broken answer or a missing spec call, not on a missing extension', async () => {
    const broken = fakeServer({ '/api/things/3': [200, { data: { id: 'three' } }] });
    const results = await probeBackend([spec, extension], {
      apiBase: 'http://b/api',
      token: 't',
      fetch: broken.fetcher,
    });
    expect(results.map((r) => r.verdict)).toEqual(['breaks', 'absent']);
    expect(results[0]?.detail).toContain('data.id');
    expect(results[1]?.detail).toContain('The panel says so');
    expect(probePassed(results)).toBe(false);
    expect(probePassed(results.slice(1))).toBe(true);
    const missing = fakeServer({});
    expect(
      probePassed(
        await probeBackend([spec], { apiBase: 'http://b/api', token: 't', fetch: missing.fetcher }),
      ),
    ).toBe(false);
  });

  it('takes a refusal to this token as no verdict on the contract, and a paged answer needs its total', async () => {
    const { fetcher } = fakeServer({
      '/api/things/3': [403, { message: 'no' }],
      '/api/extras': [200, { data: [] }],
    });
    const results = await probeBackend([spec, extension], {
      apiBase: 'http://b/api',
      token: 't',
      fetch: fetcher,
    });
    expect(results.map((r) => r.verdict)).toEqual(['refused', 'breaks']);
    expect(results[1]?.detail).toContain('meta.total');
  });
});
