import { env, parseEnv } from '@/config/env';

describe('contract: environment config validated with zod', () => {
  test('defaults', () => {
    expect(parseEnv({})).toEqual({
      apiBase: '/api',
      productName: 'Research',
      mock: false,
      environments: ['local'],
      sentryDsn: undefined,
      sentrySecondDsn: undefined,
      growthbookApiHost: undefined,
      growthbookKeys: { local: undefined, dev: undefined, staging: undefined, prod: undefined },
      chatAppId: undefined,
      deviceCookie: 'rc_device',
      allowedImageOrigins: [],
      idleTimeoutMinutes: 15,
    });
  });

  test('the idle timeout is a positive number of minutes; anything else fails at boot', () => {
    expect(parseEnv({ VITE_IDLE_TIMEOUT_MINUTES: ' 30 ' }).idleTimeoutMinutes).toBe(30);
    expect(() => parseEnv({ VITE_IDLE_TIMEOUT_MINUTES: 'soon' })).toThrow(/minutes/);
    expect(() => parseEnv({ VITE_IDLE_TIMEOUT_MINUTES: '0' })).toThrow(/minutes/);
  });

  test('values are read, trimmed, and the environments list split on commas', () => {
    const parsed = parseEnv({
      VITE_API_BASE: '/backend',
      VITE_PRODUCT_NAME: 'Acme',
      VITE_MOCK: 'true',
      VITE_ENVIRONMENTS: ' staging, dev ,,',
      VITE_SENTRY_DSN: ' https://k@o.ingest/1 ',
      VITE_GROWTHBOOK_KEY_DEV: 'sdk-dev',
      VITE_CHAT_APP_ID: 'abc',
      VITE_DEVICE_COOKIE: 'dev_id',
    });
    expect(parsed).toMatchObject({
      apiBase: '/backend',
      productName: 'Acme',
      mock: true,
      environments: ['staging', 'dev'],
      sentryDsn: 'https://k@o.ingest/1',
      growthbookKeys: { dev: 'sdk-dev' },
      chatAppId: 'abc',
      deviceCookie: 'dev_id',
    });
  });

  test('blank values count as unset', () => {
    expect(parseEnv({ VITE_SENTRY_DSN: '  ', VITE_PRODUCT_NAME: '' })).toMatchObject({
      sentryDsn: undefined,
      productName: 'Research',
    });
  });

  test('a wrong type fails at boot', () => {
    expect(() => parseEnv({ VITE_API_BASE: 42 })).toThrow();
  });

  test('allowed image origins: a comma list of origins, normalised', () => {
    expect(
      parseEnv({ VITE_ALLOWED_IMAGE_ORIGINS: ' https://cdn.example.org/ ,http://Images.Example.org:8080,' })
        .allowedImageOrigins,
    ).toEqual(['https://cdn.example.org', 'http://images.example.org:8080']);
  });

  test.each([
    'cdn.example.org',
    'https://cdn.example.org/images',
    'ftp://cdn.example.org',
    'https://*.example.org',
  ])('an allowed image origin that is not one fails at boot: %s', (entry) => {
    expect(() => parseEnv({ VITE_ALLOWED_IMAGE_ORIGINS: `https://ok.example.org,${entry}` })).toThrow(entry);
  });

  test('the test run is in mock mode', () => {
    expect(env.mock).toBe(true);
  });
});
