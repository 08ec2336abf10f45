import { useMemo } from 'react';
import { usePermissionCheck } from '@/auth';
import { useFlagCheck } from '@/integrations';
import type { MenuEntry, PermissionCheck } from './menu';
import { useAssembly } from './assembly-context';
import { targetFor, visibleEntries } from './menu';

export interface VisibleEntry extends MenuEntry {
  /** Where the link goes for this user (Studies may point at the external list). */
  href: string;
}

/** The menu entries the signed-in user may see (spec §6), with their targets. */
export function useVisibleMenu(given?: readonly MenuEntry[]): VisibleEntry[] {
  const { menu } = useAssembly();
  const entries = given ?? menu;
  const check = usePermissionCheck();
  const flagOn = useFlagCheck();
  return useMemo(() => {
    const can: PermissionCheck = (required) => check(required);
    return visibleEntries(entries, can, flagOn).map((e) => ({ ...e, href: targetFor(e, can) }));
  }, [entries, check, flagOn]);
}
