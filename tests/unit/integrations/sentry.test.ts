import type { ErrorEvent } from '@sentry/react';
import {
  HTTP_ERROR_TAG_KEY,
  initSentry,
  isUnderTestRunner,
  scrubBreadcrumb,
  scrubEvent,
  scrubText,
  SENTRY_SETTINGS,
  sentryEnvironment,
  shouldSendToSecondDestination,
} from '@/integrations';
import { makeToken } from '../http/support';

const event = (tags?: Record<string, string>): ErrorEvent => ({ type: undefined, tags });

describe('spec §8: "Axios 401", "Axios 50X" and "Axios Aborted" are not sent to the second reporting destination', () => {
  test.each(['Axios 401', 'Axios 50X', 'Axios Aborted'])('%s stays with the main destination', (tag) => {
    expect(shouldSendToSecondDestination(event({ [HTTP_ERROR_TAG_KEY]: tag }))).toBe(false);
  });

  test.each([
    ['no tags', undefined],
    ['another tag value', { [HTTP_ERROR_TAG_KEY]: 'Axios 404' }],
    ['the text under another tag key', { other: 'Axios 401' }],
  ])('%s goes to both', (_name, tags) => {
    expect(shouldSendToSecondDestination(event(tags))).toBe(true);
  });
});

describe('issue 2: no token, email or other PHI in events, breadcrumbs or URLs sent', () => {
  const token = makeToken();

  test('free text loses tokens, bearer values, emails and URL query strings', () => {
    const text = scrubText(
      `Bearer ${token} failed for ann.lee+x@example.org at https://app.test/users?email=a@b.co#top and /api/users?q=Ann. Sure?`,
    );
    expect(text).not.toContain(token);
    expect(text).not.toContain('ann.lee');
    expect(text).not.toContain('q=Ann');
    expect(text).toBe('Bearer [token] failed for [email] at https://app.test/users and /api/users Sure?');
  });

  test('events: user reduced to an id, sensitive keys filtered, URLs without query strings', () => {
    const scrubbed = scrubEvent<ErrorEvent>({
      type: undefined,
      message: `Login failed for sam@research.test`,
      user: { id: 7, email: 'sam@research.test', ip_address: '1.2.3.4', username: 'Sam' },
      request: {
        url: 'https://console.test/resetpass/abc?token=secret',
        query_string: 'token=secret',
        headers: { Authorization: `Bearer ${token}`, Cookie: 'rc_refresh=1', 'User-Agent': 'UA' },
      },
      extra: { body: { fullname: 'Ann Lee', phone: '0770', birthday: '1990-01-01', study: 'Sleep' } },
      exception: { values: [{ type: 'HttpError', value: `token ${token} rejected` }] },
      tags: { [HTTP_ERROR_TAG_KEY]: 'Axios 401' },
    });
    expect(scrubbed.user).toEqual({ id: 7 });
    expect(scrubbed.message).toBe('Login failed for [email]');
    expect(scrubbed.request?.url).toBe('https://console.test/resetpass/abc');
    expect(scrubbed.request?.query_string).toBe('[Filtered]');
    expect(scrubbed.request?.headers).toEqual({
      Authorization: '[Filtered]',
      Cookie: '[Filtered]',
      'User-Agent': 'UA',
    });
    expect(scrubbed.extra).toEqual({
      body: { fullname: '[Filtered]', phone: '[Filtered]', birthday: '[Filtered]', study: 'Sleep' },
    });
    expect(scrubbed.exception?.values?.[0]?.value).toBe('token [token] rejected');
    expect(scrubbed.tags).toEqual({ [HTTP_ERROR_TAG_KEY]: 'Axios 401' });
    expect(JSON.stringify(scrubbed)).not.toMatch(/research\.test|secret|eyJ/);
  });

  test('breadcrumbs: navigation and fetch URLs lose their query strings', () => {
    expect(
      scrubBreadcrumb({
        category: 'navigation',
        data: { from: '/login?redirect=%2Fusers&email=a@b.co', to: '/users?q=ann' },
      }).data,
    ).toEqual({ from: '/login', to: '/users' });
    expect(
      scrubBreadcrumb({ category: 'fetch', data: { method: 'GET', url: '/api/z/users/search?email=a@b.co' } })
        .data,
    ).toEqual({ method: 'GET', url: '/api/z/users/search' });
  });

  test('circular data does not hang the scrubber', () => {
    const data: Record<string, unknown> = { a: 1 };
    data.self = data;
    expect(scrubBreadcrumb({ data }).data).toEqual({ a: 1, self: undefined });
  });
});

describe('spec §9: error reporting settings', () => {
  test('the spec values', () => {
    expect(SENTRY_SETTINGS.tracesSampleRate).toBe(1);
    expect(SENTRY_SETTINGS.replaysSessionSampleRate).toBe(0.1);
    expect(SENTRY_SETTINGS.replaysOnErrorSampleRate).toBe(1);
    expect(SENTRY_SETTINGS.consoleLevels).toEqual(['error', 'debug']);
    expect(SENTRY_SETTINGS.tracePropagationTargets.map((r) => r.test('/api/users'))).toEqual([true]);
    expect(SENTRY_SETTINGS.tracePropagationTargets.some((r) => r.test('https://cdn.example/api'))).toBe(
      false,
    );
  });

  test('environment dev; allowed dev, prod, staging; anything else reports nothing', () => {
    expect(sentryEnvironment(['dev'])).toBe('dev');
    expect(sentryEnvironment(['staging', 'dev'])).toBe('dev');
    expect(sentryEnvironment(['staging'])).toBe('staging');
    expect(sentryEnvironment(['prod'])).toBe('prod');
    expect(sentryEnvironment(['local'])).toBeNull();
  });

  test('off under test runners (this Vitest run)', async () => {
    expect(isUnderTestRunner()).toBe(true);
    await expect(initSentry()).resolves.toBe(false);
  });

  test('navigator.webdriver (Playwright) and window.Cypress count as test runners', () => {
    vi.stubEnv('MODE', 'production');
    vi.stubEnv('VITEST', '');
    try {
      const original = Object.getOwnPropertyDescriptor(window.navigator, 'webdriver');
      Object.defineProperty(window.navigator, 'webdriver', { value: true, configurable: true });
      expect(isUnderTestRunner()).toBe(true);
      if (original) Object.defineProperty(window.navigator, 'webdriver', original);
      else Reflect.deleteProperty(window.navigator, 'webdriver');
      vi.stubGlobal('Cypress', {});
      expect(isUnderTestRunner()).toBe(true);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
