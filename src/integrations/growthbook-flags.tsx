// Loaded on demand by feature-flags-loader.ts, together with the GrowthBook SDK.
import { GrowthBookContext, GrowthBookProvider, type GrowthBook } from '@growthbook/growthbook-react';
import { useContext, useMemo, type ReactNode } from 'react';
import type { Env } from '@/config/env';
import { FeatureFlagsContext, type FeatureFlagsProvider, type FlagCheck } from './feature-flags';
import { createGrowthBook, startGrowthBook } from './growthbook';

function FlagBridge({ children }: { children: ReactNode }) {
  // GrowthBookProvider re-renders with a new context object when features load or change, while
  // the client instance stays the same: keying on the object gives consumers a new check each time.
  const context = useContext(GrowthBookContext);
  const check = useMemo<FlagCheck>(() => {
    const { growthbook } = context;
    return (flag) => growthbook?.isOn(flag) ?? false;
  }, [context]);
  return <FeatureFlagsContext value={check}>{children}</FeatureFlagsContext>;
}

/** GrowthBook's provider, with its flags handed to `useFlagCheck`. */
export function GrowthBookFlags({ growthbook, children }: { growthbook: GrowthBook; children: ReactNode }) {
  return (
    <GrowthBookProvider growthbook={growthbook}>
      <FlagBridge>{children}</FlagBridge>
    </GrowthBookProvider>
  );
}

/** Creates and starts the configured client; null when none is configured. */
export function startGrowthBookFlags(config: Env): FeatureFlagsProvider | null {
  const growthbook = createGrowthBook(config);
  if (!growthbook) return null;
  startGrowthBook(growthbook);
  return function ConfiguredFeatureFlags({ children }) {
    return <GrowthBookFlags growthbook={growthbook}>{children}</GrowthBookFlags>;
  };
}
