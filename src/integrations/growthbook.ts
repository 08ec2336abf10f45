import { GrowthBook } from '@growthbook/growthbook-react';
import { env, type Env } from '@/config/env';

/**
 * Spec §9 feature-flag client settings, in one place. The SDK has knobs for streaming and the URL;
 * the URL is polled here because the SDK's own auto-attributes plugin polls at a fixed 500 ms.
 * The heartbeat, event capacity and flush interval belong to GrowthBook's script/ingest setup,
 * which this console does not use (no experiment events leave the app), so they are recorded only.
 */
export const GROWTHBOOK_SETTINGS = {
  urlPollingMs: 300,
  streamingHeartbeatMs: 5 * 60 * 1000,
  eventCapacity: 100,
  flushIntervalMs: 2000,
  disableJsInjection: true,
  disableVisualExperiments: true,
  disableUrlRedirectExperiments: true,
} as const;

type Environment = keyof Env['growthbookKeys'];
const ENVIRONMENTS: readonly Environment[] = ['local', 'dev', 'staging', 'prod'];

/** The client key: dev's whenever the environment list contains dev, else the first listed environment's. */
export function growthbookClientKey(
  environments: readonly string[],
  keys: Env['growthbookKeys'],
): string | undefined {
  if (environments.includes('dev')) return keys.dev;
  for (const name of environments) {
    const known = ENVIRONMENTS.find((e) => e === name);
    if (known && keys[known]) return keys[known];
  }
  return undefined;
}

/** A GrowthBook instance, or null when no API host or client key is configured (every flag is then off). */
export function createGrowthBook(config: Env = env): GrowthBook | null {
  const clientKey = growthbookClientKey(config.environments, config.growthbookKeys);
  if (!config.growthbookApiHost || !clientKey) return null;
  return new GrowthBook({
    apiHost: config.growthbookApiHost,
    clientKey,
    url: typeof window === 'undefined' ? undefined : window.location.href,
    disableJsInjection: GROWTHBOOK_SETTINGS.disableJsInjection,
    disableVisualExperiments: GROWTHBOOK_SETTINGS.disableVisualExperiments,
    disableUrlRedirectExperiments: GROWTHBOOK_SETTINGS.disableUrlRedirectExperiments,
    disableCrossOriginUrlRedirectExperiments: true,
  });
}

/** Loads features with streaming and follows URL changes; returns a stop function. */
export function startGrowthBook(gb: GrowthBook): () => void {
  gb.init({ streaming: true }).catch((e: unknown) => console.error('Feature flags failed to load', e));
  let url = window.location.href;
  const timer = window.setInterval(() => {
    if (window.location.href === url) return;
    url = window.location.href;
    void gb.setURL(url);
  }, GROWTHBOOK_SETTINGS.urlPollingMs);
  return () => {
    window.clearInterval(timer);
    gb.destroy();
  };
}
