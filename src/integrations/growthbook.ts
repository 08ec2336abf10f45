// Loaded on demand (see feature-flags.tsx): the entry bundle must not hold the GrowthBook SDK.
import { GrowthBook } from '@growthbook/growthbook-react';
import { env, type Env } from '@/config/env';
import { GROWTHBOOK_SETTINGS, growthbookConnection } from './growthbook-settings';

/** A GrowthBook instance, or null when no API host or client key is configured (every flag is then off). */
export function createGrowthBook(config: Env = env): GrowthBook | null {
  const connection = growthbookConnection(config);
  if (!connection) return null;
  return new GrowthBook({
    apiHost: connection.apiHost,
    clientKey: connection.clientKey,
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
