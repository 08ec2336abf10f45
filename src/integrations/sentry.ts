import * as Sentry from '@sentry/react';
import { env } from '@/config/env';
import { HttpError, setHttpErrorReporter } from '@/http';
import {
  HTTP_ERROR_TAG_KEY,
  scrubBreadcrumb,
  scrubEvent,
  shouldSendToSecondDestination,
} from './sentry-privacy';

/** Spec §9 error-reporting settings. */
export const SENTRY_SETTINGS = {
  allowedEnvironments: ['dev', 'staging', 'prod'],
  tracesSampleRate: 1,
  tracePropagationTargets: [/^\/api/],
  replaysSessionSampleRate: 0.1,
  replaysOnErrorSampleRate: 1,
  consoleLevels: ['error', 'debug'],
} as const;

type SentryEnvironment = (typeof SENTRY_SETTINGS.allowedEnvironments)[number];

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

// Spec §8: HTTP errors are reported with their tag; 4xx other than 401 are outcomes shown to the user, not faults.
function reportHttpError(error: HttpError): void {
  if (error.status >= 400 && error.status < 500 && error.status !== 401) return;
  Sentry.captureException(error, error.tag ? { tags: { [HTTP_ERROR_TAG_KEY]: error.tag } } : undefined);
}

function transport(primaryDsn: string, secondDsn: string | undefined): Sentry.BrowserOptions['transport'] {
  if (!secondDsn) return undefined;
  return Sentry.makeMultiplexedTransport(Sentry.makeFetchTransport, ({ getEvent }) => {
    const event = getEvent(['event', 'transaction']);
    // Sessions, replays and client reports stay with the main destination (the fallback).
    if (!event || !shouldSendToSecondDestination(event)) return [];
    return [primaryDsn, secondDsn];
  });
}

/** Starts error reporting when a DSN is configured, the environment is allowed and no test runner drives the page. */
export function initSentry(): boolean {
  const dsn = env.sentryDsn;
  const environment = sentryEnvironment(env.environments);
  if (!dsn || !environment || isUnderTestRunner()) return false;
  Sentry.init({
    dsn,
    environment,
    sendDefaultPii: false,
    tracesSampleRate: SENTRY_SETTINGS.tracesSampleRate,
    tracePropagationTargets: [...SENTRY_SETTINGS.tracePropagationTargets],
    replaysSessionSampleRate: SENTRY_SETTINGS.replaysSessionSampleRate,
    replaysOnErrorSampleRate: SENTRY_SETTINGS.replaysOnErrorSampleRate,
    integrations: [
      Sentry.browserTracingIntegration(),
      Sentry.replayIntegration({ maskAllText: true, maskAllInputs: true, blockAllMedia: true }),
      Sentry.captureConsoleIntegration({ levels: [...SENTRY_SETTINGS.consoleLevels] }),
    ],
    transport: transport(dsn, env.sentrySecondDsn),
    beforeSend(event, hint) {
      const original = hint.originalException;
      if (original instanceof HttpError && original.tag) {
        event.tags = { ...event.tags, [HTTP_ERROR_TAG_KEY]: original.tag };
      }
      return scrubEvent(event);
    },
    beforeSendTransaction: (event) => scrubEvent(event),
    beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb),
  });
  setHttpErrorReporter(reportHttpError);
  return true;
}
