import { persistControls, seedCountOf, STORAGE_KEY, tokenLifetime } from '@/mocks/controls';
import { controls } from '@/mocks/node';
import { api, dataOf, totalOf } from './helpers';

describe('fault injection: forceStatus, latency, clearFaults', () => {
  test('a forced status answers matching requests for the given number of times', async () => {
    controls.forceStatus({ path: '/api/studies', status: 500, times: 2, body: { message: 'Boom' } });
    expect((await api('/sites')).status).toBe(200);
    const first = await api('/studies');
    expect(first.status).toBe(500);
    expect(first.body).toEqual({ message: 'Boom' });
    expect((await api('/studies/1')).status).toBe(500);
    expect((await api('/studies')).status).toBe(200);
  });

  test('a method narrows the fault; clearFaults removes it', async () => {
    controls.forceStatus({ method: 'PUT', path: '/api/sites', status: 409 });
    expect((await api('/sites/1')).status).toBe(200);
    const put = await api('/sites/1', { method: 'PUT', data: { city: 'York' } });
    expect(put.status).toBe(409);
    expect(put.body).toEqual({ message: 'Forced 409' });
    controls.clearFaults();
    expect((await api('/sites/1', { method: 'PUT', data: { city: 'York' } })).status).toBe(200);
  });

  test('status 0 is a network error, 204 has no body', async () => {
    controls.forceStatus({ path: '/api/partners', status: 0, times: 1 });
    await expect(api('/partners')).rejects.toThrow();
    controls.forceStatus({ path: '/api/partners', status: 204, times: 1 });
    expect(await api('/partners')).toMatchObject({ status: 204, body: undefined });
  });

  test('latency delays every API answer', async () => {
    controls.setLatency(120);
    const started = Date.now();
    await api('/locales');
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);
  });

  test('reset puts faults, latency, token lifetime and canary back', async () => {
    controls.forceStatus({ path: '/api', status: 503 });
    controls.setTokenLifetime(5);
    controls.setCanary('<b>x</b>');
    controls.reset();
    expect(controls.canary).toBeNull();
    expect(tokenLifetime()).toBe(900);
    expect(dataOf(await api('/sites/1')).name).not.toContain('<b>x</b>');
  });
});

describe('setSeedCount: a bigger (or smaller) seed of one entity, for timing screens', () => {
  test('seeds that many rows, the same ones every time, and back to the schema count with null', async () => {
    const schemaCount = totalOf(await api('/assays?page_size=1'));
    controls.setSeedCount('assays', 200);
    const grown = dataOf(await api('/assays/150'));
    expect(totalOf(await api('/assays?page_size=1'))).toBe(200);
    controls.setSeedCount('assays', 200);
    expect(dataOf(await api('/assays/150'))).toEqual(grown);
    controls.setSeedCount('assays', null);
    expect(totalOf(await api('/assays?page_size=1'))).toBe(schemaCount);
    expect((await api('/assays/150')).status).toBe(404);
  });

  test('reset forgets the seed counts', async () => {
    controls.setSeedCount('kits', 1_000);
    controls.reset();
    expect(totalOf(await api('/kits?page_size=1'))).toBeLessThan(1_000);
  });
});

describe('persistence in the browser (sessionStorage rc-mock-controls)', () => {
  test('controls are saved on change and loaded on the next page', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    } as Storage;
    persistControls(storage);
    controls.setTokenLifetime(30);
    controls.forceStatus({ path: '/api/users', status: 500, times: 3 });
    const saved = JSON.parse(store.get(STORAGE_KEY) ?? '{}') as Record<string, unknown>;
    expect(saved).toMatchObject({
      tokenLifetime: 30,
      faults: [{ path: '/api/users', status: 500, times: 3 }],
    });

    controls.reset();
    store.set(STORAGE_KEY, JSON.stringify({ ...saved, canary: 'CANARY', seedCounts: { kits: 1_000 } }));
    persistControls(storage);
    expect(tokenLifetime()).toBe(30);
    expect(controls.canary).toBe('CANARY');
    expect(seedCountOf('kits')).toBe(1_000);
  });
});
