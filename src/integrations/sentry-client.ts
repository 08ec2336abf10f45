// The only module that imports the Sentry SDK; `initSentry` loads it on demand so the entry bundle stays without it.
import * as Sentry from '@sentry/react';
import { HttpError, setHttpErrorReporter } from '@/http';
import { setRenderErrorReporter } from './render-errors';
import {
  HTTP_ERROR_TAG_KEY,
  scrubBreadcrumb,
  scrubEvent,
  shouldSendToSecondDestination,
} from './sentry-privacy';
import { SENTRY_SETTINGS, type SentryEnvironment } from './sentry-settings';

/** Tag naming the screen part (route or panel) whose boundary caught a drawing error. */
export const RENDER_BOUNDARY_TAG_KEY = 'boundary';

export interface SentryTarget {
  dsn: string;
  environment: SentryEnvironment;
  secondDsn?: string | undefined;
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

/** A part of a screen that failed to draw: the error and the boundary's name, nothing it showed. */
function reportRenderError(error: unknown, boundary: string): void {
  Sentry.captureException(error, { tags: { [RENDER_BOUNDARY_TAG_KEY]: boundary } });
}

/** Initialises the SDK with the spec settings and routes HTTP-client errors to it. */
export function startSentry({ dsn, environment, secondDsn }: SentryTarget): void {
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
    transport: transport(dsn, secondDsn),
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
  setRenderErrorReporter(reportRenderError);
}
