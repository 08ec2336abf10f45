import {
  targetFor,
  visibleEntries,
  type FlagCheck,
  type MenuEntry,
  type PermissionCheck,
} from '@/shell/menu';
import { hasPermission } from '@/auth';

export interface PreviewEntry {
  id: string;
  label: string;
  href: string;
}

/**
 * The menu a holder of exactly `held` would get: the shell's own `visibleEntries` and `targetFor`
 * over the assembled menu, with the check a token carrying `held` would pass.
 */
export function previewMenu(
  menu: readonly MenuEntry[],
  held: readonly string[],
  flagOn: FlagCheck,
): PreviewEntry[] {
  const can: PermissionCheck = (required) => hasPermission(held, required);
  return visibleEntries(menu, can, flagOn).map((e) => ({
    id: e.id,
    label: e.label,
    href: targetFor(e, can),
  }));
}
