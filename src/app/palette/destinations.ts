import {
  targetFor,
  visibleEntries,
  type FlagCheck,
  type MenuEntry,
  type PermissionCheck,
} from '@/shell/menu';
import type { PaletteEntry } from '@/shell/module';

export interface Destination {
  id: string;
  /** Locale key. */
  label: string;
  href: string;
  keywords: readonly string[];
}

/**
 * The screens this user may open: menu entries by the menu's own rule (with their targets for
 * this user), then the modules' further entries by their permissions.
 */
export function destinations(
  menu: readonly MenuEntry[],
  palette: readonly PaletteEntry[],
  can: PermissionCheck,
  flagOn: FlagCheck,
): Destination[] {
  const fromMenu = visibleEntries(menu, can, flagOn).map((e) => ({
    id: `menu.${e.id}`,
    label: e.label,
    href: targetFor(e, can),
    keywords: [e.target],
  }));
  const extra = palette
    .filter((p) => !p.id.startsWith('menu.') && can(p.permissions))
    .map((p) => ({ id: p.id, label: p.label, href: p.target, keywords: [p.target, ...(p.keywords ?? [])] }));
  return [...fromMenu, ...extra];
}

/** Every word of the query in the label or a keyword (the path), case-insensitive. */
export function matches(words: readonly string[], label: string, keywords: readonly string[]): boolean {
  const text = [label, ...keywords].join(' ').toLowerCase();
  return words.every((w) => text.includes(w));
}
