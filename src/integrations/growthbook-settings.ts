import type { Env } from '@/config/env';

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

export interface GrowthBookConnection {
  apiHost: string;
  clientKey: string;
}

/** Where the flags come from, or null when no API host or client key is configured (every flag is then off). */
export function growthbookConnection(config: Env): GrowthBookConnection | null {
  const clientKey = growthbookClientKey(config.environments, config.growthbookKeys);
  if (!config.growthbookApiHost || !clientKey) return null;
  return { apiHost: config.growthbookApiHost, clientKey };
}
