import { GrowthBookContext } from '@growthbook/growthbook-react';
import { useCallback, useContext, useMemo } from 'react';
import { usePermissionCheck } from '@/auth';
import type { FlagCheck, MenuEntry, PermissionCheck } from './menu';
import { MENU, targetFor, visibleEntries } from './menu';

/**
 * GrowthBook's `useFeatureIsOn` for a list of flags: the provider re-renders its consumers when
 * features change. Without a provider (tests, no key configured) every flag is off.
 */
export function useFlagCheck(): FlagCheck {
  const { growthbook } = useContext(GrowthBookContext);
  return useCallback((flag: string) => growthbook?.isOn(flag) ?? false, [growthbook]);
}

export interface VisibleEntry extends MenuEntry {
  /** Where the link goes for this user (Studies may point at the external list). */
  href: string;
}

/** The menu entries the signed-in user may see (spec §6), with their targets. */
export function useVisibleMenu(entries: readonly MenuEntry[] = MENU): VisibleEntry[] {
  const check = usePermissionCheck();
  const flagOn = useFlagCheck();
  return useMemo(() => {
    const can: PermissionCheck = (required) => check(required);
    return visibleEntries(entries, can, flagOn).map((e) => ({ ...e, href: targetFor(e, can) }));
  }, [entries, check, flagOn]);
}
