import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { parseEnv } from '@/config/env';
import { startFeatureFlags, useFlagCheck } from '@/integrations';
import { server } from '@/mocks/node';

// Counts evaluations of the SDK module: it is evaluated only when something imports it.
const sdk = vi.hoisted(() => ({ loads: 0 }));

vi.mock('@growthbook/growthbook-react', async (importOriginal) => {
  sdk.loads += 1;
  return importOriginal();
});

const API_HOST = 'https://gb.test';

describe('the feature-flag SDK is fetched only when an API host and client key are configured', () => {
  // Runs first: afterwards the SDK module is cached and loads no longer counts.
  test('unconfigured, there is no provider and @growthbook is never imported', async () => {
    expect(sdk.loads).toBe(0);
    await expect(startFeatureFlags(parseEnv({ VITE_GROWTHBOOK_KEY_LOCAL: 'sdk-local' }))).resolves.toBeNull();
    await expect(startFeatureFlags(parseEnv({ VITE_GROWTHBOOK_API_HOST: API_HOST }))).resolves.toBeNull();
    expect(sdk.loads).toBe(0);
  });

  test('configured, the provider it returns hands the loaded flags to useFlagCheck', async () => {
    // jsdom has no EventSource, so the SDK says streaming is inactive; not what is tested here.
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(
      http.get(`${API_HOST}/api/features/sdk-local`, () =>
        HttpResponse.json({ features: { 'beta-menu': { defaultValue: true } } }),
      ),
    );
    const FeatureFlags = await startFeatureFlags(
      parseEnv({ VITE_GROWTHBOOK_API_HOST: API_HOST, VITE_GROWTHBOOK_KEY_LOCAL: 'sdk-local' }),
    );
    expect(sdk.loads).toBe(1);
    if (!FeatureFlags) throw new Error('expected a feature-flag provider');
    const { result } = renderHook(() => useFlagCheck(), {
      wrapper: ({ children }: { children: ReactNode }) => <FeatureFlags>{children}</FeatureFlags>,
    });
    await waitFor(() => expect(result.current('beta-menu')).toBe(true));
    expect(result.current('other')).toBe(false);
  });
});

describe('a configured SDK that cannot be fetched (offline, ad blocker) does not stop start-up', () => {
  afterEach(() => {
    vi.doUnmock('@/integrations/growthbook-flags');
    vi.resetModules();
  });

  test('startFeatureFlags logs and resolves to no provider, so every flag stays off', async () => {
    vi.resetModules();
    vi.doMock('@/integrations/growthbook-flags', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { startFeatureFlags: start } = await import('@/integrations/feature-flags-loader');
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(
      start(parseEnv({ VITE_GROWTHBOOK_API_HOST: API_HOST, VITE_GROWTHBOOK_KEY_LOCAL: 'sdk-local' })),
    ).resolves.toBeNull();
    expect(log).toHaveBeenCalledWith('Feature flags failed to load', expect.any(Error));
    log.mockRestore();
  });
});
