import { env, type Env } from '@/config/env';
import { isUnderTestRunner, sentryEnvironment } from './sentry-settings';

/**
 * Starts error reporting when a DSN is configured, the environment is allowed and no test runner
 * drives the page. The SDK is fetched only after those checks: an unconfigured console never
 * downloads it. If it cannot be fetched (offline, blocked by an ad blocker) the console runs unreported.
 */
export async function initSentry(config: Env = env): Promise<boolean> {
  const dsn = config.sentryDsn;
  const environment = sentryEnvironment(config.environments);
  if (!dsn || !environment || isUnderTestRunner()) return false;
  const client = await import('./sentry-client').catch((error: unknown) => {
    console.error('Error reporting failed to load', error);
    return null;
  });
  if (!client) return false;
  client.startSentry({ dsn, environment, secondDsn: config.sentrySecondDsn });
  return true;
}
