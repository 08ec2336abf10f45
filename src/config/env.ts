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

const commaList = (v: string | undefined) =>
  (v ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * The origin an entry names (`https://cdn.example.org`, a trailing slash allowed), or undefined
 * for anything more or less than an origin: a path, a port spelt out, a wildcard (which would
 * parse as a host name of its own and match nothing).
 */
function originOf(entry: string): string | undefined {
  try {
    const { origin } = new URL(entry);
    return /^https?:\/\/[^*]+$/.test(origin) && origin === entry.toLowerCase().replace(/\/$/, '')
      ? origin
      : undefined;
  } catch {
    return undefined;
  }
}

/** A comma list of image origins; a wrong entry fails at boot rather than matching loosely. */
const origins = z.pipe(
  optional,
  z.transform((v, ctx) =>
    commaList(v).map((entry) => {
      const origin = originOf(entry);
      if (!origin) ctx.issues.push({ code: 'custom', input: entry, message: `Not an origin: ${entry}` });
      return origin ?? '';
    }),
  ),
);

/** Sign-out after this long without activity (issue 34); a deployment may set its own. */
export const DEFAULT_IDLE_TIMEOUT_MINUTES = 15;

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
      const list = commaList(v);
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
  VITE_ALLOWED_IMAGE_ORIGINS: origins,
  VITE_IDLE_TIMEOUT_MINUTES: z.pipe(
    optional,
    z.transform((v, ctx) => {
      const minutes = Number(v ?? DEFAULT_IDLE_TIMEOUT_MINUTES);
      if (Number.isFinite(minutes) && minutes > 0) return minutes;
      ctx.issues.push({ code: 'custom', input: v, message: `Not a number of minutes: ${v ?? ''}` });
      return DEFAULT_IDLE_TIMEOUT_MINUTES;
    }),
  ),
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
  /** Origins rich text may load images from without asking; the console's own origin always may. */
  allowedImageOrigins: string[];
  /** Minutes without activity before the console signs out (a warning comes a minute before). */
  idleTimeoutMinutes: number;
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
    allowedImageOrigins: v.VITE_ALLOWED_IMAGE_ORIGINS,
    idleTimeoutMinutes: v.VITE_IDLE_TIMEOUT_MINUTES,
  };
}

export const env: Env = parseEnv(import.meta.env);
