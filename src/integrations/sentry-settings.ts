/** Spec §9 error-reporting settings. */
export const SENTRY_SETTINGS = {
  allowedEnvironments: ['dev', 'staging', 'prod'],
  tracesSampleRate: 1,
  tracePropagationTargets: [/^\/api/],
  replaysSessionSampleRate: 0.1,
  replaysOnErrorSampleRate: 1,
  consoleLevels: ['error', 'debug'],
} as const;

export type SentryEnvironment = (typeof SENTRY_SETTINGS.allowedEnvironments)[number];

/** The reported environment: dev whenever listed (like the feature-flag keys), else staging, else prod. */
export function sentryEnvironment(environments: readonly string[]): SentryEnvironment | null {
  return SENTRY_SETTINGS.allowedEnvironments.find((e) => environments.includes(e)) ?? null;
}

/** Browser automation (Playwright, Cypress) and Vitest must never report. */
export function isUnderTestRunner(): boolean {
  if (typeof navigator !== 'undefined' && navigator.webdriver) return true;
  if (typeof window !== 'undefined' && 'Cypress' in window) return true;
  if (import.meta.env.MODE === 'test') return true;
  const proc = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process;
  return Boolean(proc?.env?.VITEST);
}
