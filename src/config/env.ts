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

/** An http(s) origin (`https://cdn.example.org`, a trailing slash allowed), or undefined. */
function originOf(entry: string): string | undefined {
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    return undefined;
  }
  const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  // A wildcard parses as a host name of its own; it would match nothing, so it is refused.
  if (!/^([a-z0-9-]+\.)*[a-z0-9-]+$|^\[[0-9a-f:.]+\]$/.test(url.hostname)) return undefined;
  return (url.protocol === 'https:' || url.protocol === 'http:') && bare ? url.origin : undefined;
}

/** Comma list of origins; an entry with a path or another scheme fails rather than matching loosely. */
const origins = z.pipe(
  optional,
  z.transform((v, ctx) =>
    (v ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .flatMap((entry) => {
        const origin = originOf(entry);
        if (origin) return [origin];
        ctx.issues.push({
          code: 'custom',
          input: entry,
          message: `"${entry}" is not an origin such as https://images.example.org`,
        });
        return [];
      }),
  ),
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
  VITE_ALLOWED_IMAGE_ORIGINS: origins,
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
  };
}

export const env: Env = parseEnv(import.meta.env);
