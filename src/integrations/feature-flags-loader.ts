import { env, type Env } from '@/config/env';
import type { FeatureFlagsProvider } from './feature-flags';
import { growthbookConnection } from './growthbook-settings';

/**
 * Starts the feature-flag client when an API host and client key are configured, fetching the
 * GrowthBook SDK only then. Null means no provider: every flag stays off, as it also does when the
 * SDK cannot be fetched (offline, blocked by an ad blocker) rather than failing the whole start-up.
 */
export async function startFeatureFlags(config: Env = env): Promise<FeatureFlagsProvider | null> {
  if (!growthbookConnection(config)) return null;
  const flags = await import('./growthbook-flags').catch((error: unknown) => {
    console.error('Feature flags failed to load', error);
    return null;
  });
  return flags ? flags.startGrowthBookFlags(config) : null;
}
