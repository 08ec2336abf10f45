import type { MenuEntryInput } from '@/engine';

/** One entry of the admin menu (spec §2 "Admin menu", permissions from §6), as the shell shows it. */
export interface MenuEntry extends MenuEntryInput {
  /** Locale keys: `app.menu.<id>.label` and `app.menu.<id>.description`. */
  label: string;
  description: string;
  highlight: readonly string[];
}

/** An owner's declaration, with its locale keys and defaults filled. */
export function menuEntry(input: MenuEntryInput): MenuEntry {
  return {
    ...input,
    label: `app.menu.${input.id}.label`,
    description: `app.menu.${input.id}.description`,
    highlight: input.highlight ?? [],
  };
}

/**
 * The menu assembled from its owners (resource modules and schemas with `menu: 'own'`), in the
 * spec's order. Two owners declaring one entry is a mistake that fails at load.
 */
export function assembleMenu(declared: readonly MenuEntryInput[]): MenuEntry[] {
  const seen = new Set<string>();
  for (const e of declared) {
    if (seen.has(e.id)) throw new Error(`Menu entry "${e.id}" is declared twice`);
    seen.add(e.id);
  }
  return [...declared].sort((a, b) => a.order - b.order).map(menuEntry);
}

export type PermissionCheck = (required: readonly string[]) => boolean;
export type FlagCheck = (flag: string) => boolean;

/** Spec §6: at least one permission held, and the flag (if any) on. */
export function visibleEntries(
  entries: readonly MenuEntry[],
  can: PermissionCheck,
  flagOn: FlagCheck,
): MenuEntry[] {
  return entries.filter((e) => can(e.permissions) && (e.flag === undefined || flagOn(e.flag)));
}

/** Where the entry leads this user (spec §2: external-only staff open `/studies?type=external`). */
export function targetFor(e: MenuEntry, can: PermissionCheck): string {
  const narrow = e.narrowTarget;
  if (narrow && can(narrow.permissions) && !can(narrow.unless)) return narrow.target;
  return e.target;
}

const trimSlash = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);

/** Turns `/studies/[[study_id]]` into a matcher; `[x]` is a required segment, `[[x]]` an optional one. */
function patternToRegExp(pattern: string): RegExp {
  const body = trimSlash(pattern)
    .split('/')
    .filter(Boolean)
    .map((seg) => {
      if (/^\[\[.+\]\]$/.test(seg)) return '(?:/[^/]+)?';
      if (/^\[.+\]$/.test(seg)) return '/[^/]+';
      return `/${seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  return new RegExp(`^${body}(?:/.*)?$`);
}

/**
 * The entry is highlighted on its target path and its extra patterns, and on anything below them
 * (a role's `/roles/6/show` as its `/roles/6`).
 */
export function isHighlighted(e: MenuEntry, pathname: string): boolean {
  const base = trimSlash(e.target.split('?')[0] ?? e.target);
  const path = trimSlash(pathname);
  if (path === base || path.startsWith(`${base}/`)) return true;
  return e.highlight.some((p) => patternToRegExp(p).test(path));
}
