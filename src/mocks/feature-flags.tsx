import { useCallback, useSyncExternalStore, type ReactNode } from 'react';
import { FeatureFlagsContext, type FlagCheck } from '@/integrations/feature-flags';
import { mockFlagOn, mockFlags, onFlagChange } from './controls';

/**
 * Mock mode's stand-in for the feature-flag service: every flag on unless `__mock.setFlag(name,
 * false)` turned it off, so a demo shows every area and a test can hide one. A change re-renders at once.
 */
export function MockFeatureFlags({ children }: { children: ReactNode }) {
  const flags = useSyncExternalStore(onFlagChange, mockFlags);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new check whenever the flags change
  const check = useCallback<FlagCheck>((name) => mockFlagOn(name), [flags]);
  return <FeatureFlagsContext value={check}>{children}</FeatureFlagsContext>;
}
