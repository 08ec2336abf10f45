import { z } from '@/lib/zod';

/** An optional variable, trimmed; blank counts as unset. */
const optional = z.pipe(
  z.optional(z.string()),
  z.transform((v) => (v && v.trim() !== '' ? v.trim() : undefined)),
);
const withDefault = (fallback: string) =>
  z.pipe(
    optional,
    z.transform((v) => v ?? fallback),
  );

const schema = z.object({
  VITE_API_BASE: withDefault('/api'),
  VITE_PRODUCT_NAME: withDefault('Research'),
  VITE_MOCK: z.pipe(
    z.optional(z.string()),
    z.transform((v) => v === 'true'),
  ),
  VITE_ENVIRONMENTS: z.pipe(
    optional,
    z.transform((v) => {
      const list = (v ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      return list.length > 0 ? list : ['local'];
    }),
  ),
  VITE_SENTRY_DSN: optional,
  VITE_SENTRY_SECOND_DSN: optional,
  VITE_GROWTHBOOK_API_HOST: optional,
  VITE_GROWTHBOOK_KEY_LOCAL: optional,
  VITE_GROWTHBOOK_KEY_DEV: optional,
  VITE_GROWTHBOOK_KEY_STAGING: optional,
  VITE_GROWTHBOOK_KEY_PROD: optional,
  VITE_CHAT_APP_ID: optional,
  VITE_DEVICE_COOKIE: withDefault('rc_device'),
});

export interface Env {
  apiBase: string;
  productName: string;
  mock: boolean;
  environments: string[];
  sentryDsn?: string;
  sentrySecondDsn?: string;
  growthbookApiHost?: string;
  growthbookKeys: { local?: string; dev?: string; staging?: string; prod?: string };
  chatAppId?: string;
  deviceCookie: string;
}

/** Validates raw Vite variables once; a bad value fails at boot rather than deep inside a request. */
export function parseEnv(raw: Record<string, unknown>): Env {
  const v = schema.parse(raw);
  return {
    apiBase: v.VITE_API_BASE,
    productName: v.VITE_PRODUCT_NAME,
    mock: v.VITE_MOCK,
    environments: v.VITE_ENVIRONMENTS,
    sentryDsn: v.VITE_SENTRY_DSN,
    sentrySecondDsn: v.VITE_SENTRY_SECOND_DSN,
    growthbookApiHost: v.VITE_GROWTHBOOK_API_HOST,
    growthbookKeys: {
      local: v.VITE_GROWTHBOOK_KEY_LOCAL,
      dev: v.VITE_GROWTHBOOK_KEY_DEV,
      staging: v.VITE_GROWTHBOOK_KEY_STAGING,
      prod: v.VITE_GROWTHBOOK_KEY_PROD,
    },
    chatAppId: v.VITE_CHAT_APP_ID,
    deviceCookie: v.VITE_DEVICE_COOKIE,
  };
}

export const env: Env = parseEnv(import.meta.env);
