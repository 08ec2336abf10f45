import { parseEnv } from '@/config/env';
import { GROWTHBOOK_SETTINGS, growthbookClientKey, growthbookConnection } from '@/integrations';
import { createGrowthBook } from '@/integrations/growthbook';

const keys = { local: 'sdk-local', dev: 'sdk-dev', staging: 'sdk-staging', prod: 'sdk-prod' };

describe('spec §9: feature-flag client ids per environment (local, dev, staging, prod)', () => {
  test.each([
    [['local'], 'sdk-local'],
    [['staging'], 'sdk-staging'],
    [['prod'], 'sdk-prod'],
    [['dev'], 'sdk-dev'],
  ])('%j -> %s', (environments, key) => {
    expect(growthbookClientKey(environments, keys)).toBe(key);
  });

  test('the dev id is used whenever the list contains dev', () => {
    expect(growthbookClientKey(['prod', 'dev'], keys)).toBe('sdk-dev');
    expect(growthbookClientKey(['staging', 'local', 'dev'], keys)).toBe('sdk-dev');
  });

  test('otherwise the first listed environment with a key', () => {
    expect(growthbookClientKey(['qa', 'staging', 'prod'], keys)).toBe('sdk-staging');
    expect(growthbookClientKey(['prod', 'staging'], { staging: 'sdk-staging' })).toBe('sdk-staging');
    expect(growthbookClientKey(['qa'], keys)).toBeUndefined();
  });
});

describe('spec §9 / issue 2: feature-flag client settings', () => {
  test('URL polling 300 ms, 5-minute heartbeat, event capacity 100, flush 2000 ms; injection, visual and redirect experiments off', () => {
    expect(GROWTHBOOK_SETTINGS).toEqual({
      urlPollingMs: 300,
      streamingHeartbeatMs: 300_000,
      eventCapacity: 100,
      flushIntervalMs: 2000,
      disableJsInjection: true,
      disableVisualExperiments: true,
      disableUrlRedirectExperiments: true,
    });
  });

  test('no client without an API host and key; with them, flags start off', () => {
    expect(createGrowthBook(parseEnv({ VITE_GROWTHBOOK_KEY_LOCAL: 'sdk-local' }))).toBeNull();
    expect(createGrowthBook(parseEnv({ VITE_GROWTHBOOK_API_HOST: 'https://gb.test' }))).toBeNull();
    expect(growthbookConnection(parseEnv({ VITE_GROWTHBOOK_KEY_LOCAL: 'sdk-local' }))).toBeNull();
    expect(
      growthbookConnection(
        parseEnv({ VITE_GROWTHBOOK_API_HOST: 'https://gb.test', VITE_GROWTHBOOK_KEY_LOCAL: 'sdk-local' }),
      ),
    ).toEqual({ apiHost: 'https://gb.test', clientKey: 'sdk-local' });
    const gb = createGrowthBook(
      parseEnv({ VITE_GROWTHBOOK_API_HOST: 'https://gb.test', VITE_GROWTHBOOK_KEY_LOCAL: 'sdk-local' }),
    );
    expect(gb).not.toBeNull();
    expect(gb?.isOn('anything')).toBe(false);
    gb?.destroy();
  });
});
