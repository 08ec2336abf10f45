import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

export type FlagCheck = (flag: string) => boolean;

/** Wraps the app so `useFlagCheck` answers from a feature-flag client. */
export type FeatureFlagsProvider = ComponentType<{ children: ReactNode }>;

const ALL_FLAGS_OFF: FlagCheck = () => false;

/**
 * Kept free of any SDK so it can sit in the entry bundle. Without a provider (no client configured,
 * tests) every flag is off; a provider hands down a new function whenever its flags change, so
 * memoised consumers recompute.
 */
export const FeatureFlagsContext = createContext<FlagCheck>(ALL_FLAGS_OFF);

export function useFlagCheck(): FlagCheck {
  return useContext(FeatureFlagsContext);
}
