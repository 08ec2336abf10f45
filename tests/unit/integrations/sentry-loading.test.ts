import { parseEnv } from '@/config/env';
import { HttpError, setHttpErrorReporter } from '@/http';
import { reportHttpError } from '@/http/error-handling';
import {
  HTTP_ERROR_TAG_KEY,
  initSentry,
  isUnderTestRunner,
  reportRenderError,
  setRenderErrorReporter,
} from '@/integrations';

// Counts evaluations of the SDK module: it is evaluated only when something imports it.
const sdk = vi.hoisted(() => ({ loads: 0 }));

vi.mock('@sentry/react', () => {
  sdk.loads += 1;
  return {
    init: vi.fn(),
    captureException: vi.fn(),
    browserTracingIntegration: vi.fn(() => ({ name: 'BrowserTracing' })),
    replayIntegration: vi.fn(() => ({ name: 'Replay' })),
    captureConsoleIntegration: vi.fn(() => ({ name: 'CaptureConsole' })),
    makeFetchTransport: vi.fn(),
    makeMultiplexedTransport: vi.fn(() => 'multiplexed transport'),
  };
});

const DSN = 'https://key@o1.ingest.test/1';
const SECOND_DSN = 'https://key2@o2.ingest.test/2';

// As in a real browser: no Vitest mode or variable (navigator.webdriver is unset in jsdom).
beforeEach(() => {
  vi.stubEnv('MODE', 'production');
  vi.stubEnv('VITEST', '');
});

afterEach(() => {
  vi.unstubAllEnvs();
  setHttpErrorReporter(null);
  setRenderErrorReporter(null);
});

describe('the error-reporting SDK is fetched only when reporting is configured', () => {
  // Runs first: afterwards the SDK module is cached and loads no longer counts.
  test('with no DSN, initSentry resolves false and never imports @sentry/react', async () => {
    expect(isUnderTestRunner()).toBe(false);
    expect(sdk.loads).toBe(0);
    await expect(initSentry(parseEnv({ VITE_ENVIRONMENTS: 'dev' }))).resolves.toBe(false);
    await expect(initSentry(parseEnv({ VITE_ENVIRONMENTS: 'dev', VITE_SENTRY_DSN: '' }))).resolves.toBe(
      false,
    );
    expect(sdk.loads).toBe(0);
  });

  test('with a DSN, it imports the SDK then and starts it with the spec settings', async () => {
    await expect(
      initSentry(
        parseEnv({ VITE_ENVIRONMENTS: 'staging', VITE_SENTRY_DSN: DSN, VITE_SENTRY_SECOND_DSN: SECOND_DSN }),
      ),
    ).resolves.toBe(true);
    expect(sdk.loads).toBe(1);
    const Sentry = await import('@sentry/react');
    expect(Sentry.init).toHaveBeenCalledOnce();
    expect(Sentry.init).toHaveBeenCalledWith(
      expect.objectContaining({
        dsn: DSN,
        environment: 'staging',
        sendDefaultPii: false,
        tracesSampleRate: 1,
        tracePropagationTargets: [/^\/api/],
        replaysSessionSampleRate: 0.1,
        replaysOnErrorSampleRate: 1,
        transport: 'multiplexed transport',
      }),
    );
    expect(Sentry.replayIntegration).toHaveBeenCalledWith({
      maskAllText: true,
      maskAllInputs: true,
      blockAllMedia: true,
    });
    expect(Sentry.captureConsoleIntegration).toHaveBeenCalledWith({ levels: ['error', 'debug'] });

    // The HTTP client's reporter now reaches the SDK: faults with their tag, 4xx outcomes not at all.
    reportHttpError(new HttpError({ status: 500, message: 'down' }));
    reportHttpError(new HttpError({ status: 404, message: 'missing' }));
    expect(Sentry.captureException).toHaveBeenCalledOnce();
    expect(Sentry.captureException).toHaveBeenCalledWith(expect.any(HttpError), {
      tags: { [HTTP_ERROR_TAG_KEY]: 'Axios 50X' },
    });

    // A screen part's boundary reaches it too: the error and the part's name, nothing else.
    const broke = new TypeError('x.join is not a function');
    reportRenderError(broke, 'study-versions');
    expect(Sentry.captureException).toHaveBeenLastCalledWith(broke, { tags: { boundary: 'study-versions' } });
  });
});

describe('a configured SDK that cannot be fetched (offline, ad blocker) does not stop start-up', () => {
  afterEach(() => {
    vi.doUnmock('@/integrations/sentry-client');
    vi.resetModules();
  });

  test('initSentry logs and resolves false', async () => {
    vi.resetModules();
    vi.doMock('@/integrations/sentry-client', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { initSentry: init } = await import('@/integrations/sentry');
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(init(parseEnv({ VITE_ENVIRONMENTS: 'prod', VITE_SENTRY_DSN: DSN }))).resolves.toBe(false);
    expect(log).toHaveBeenCalledWith('Error reporting failed to load', expect.any(Error));
    log.mockRestore();
  });
});
