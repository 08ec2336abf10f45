import { PERM } from '@/auth/permission-names';
import type { IconName } from '@/engine';

/** One entry of the admin menu (spec §2 "Admin menu", permissions from §6). */
export interface MenuEntry {
  id: string;
  /** Locale keys: `app.menu.<id>.label` and `app.menu.<id>.description`. */
  label: string;
  description: string;
  /** The entry shows if the user holds at least one of these. */
  permissions: readonly string[];
  target: string;
  /** Route patterns that keep the entry highlighted besides its target; `[[x]]` is an optional segment. */
  highlight: readonly string[];
  flag?: string;
  icon: IconName;
}

const entry = (
  id: string,
  target: string,
  permissions: readonly string[],
  icon: IconName,
  highlight: readonly string[] = [],
): MenuEntry => ({
  id,
  label: `app.menu.${id}.label`,
  description: `app.menu.${id}.description`,
  permissions,
  target,
  highlight,
  icon,
});

export const MENU: readonly MenuEntry[] = [
  entry('users', '/users/', [PERM.users], 'people'),
  entry('cohorts', '/cohorts/', [PERM.cohorts], 'groups'),
  entry('studies', '/studies/', [PERM.studies, PERM.externalStudies], 'science', ['/studies/[[study_id]]']),
  entry('flows', '/flows/', [PERM.flows], 'account-tree', ['/flows/[[flow_id]]']),
  entry('blogposts', '/blogpost-list', [PERM.blogposts], 'article', ['/blogposts/[[blogpost_id]]']),
  entry('sites', '/sites/', [PERM.sites], 'place', ['/sites/[[site_id]]']),
  entry('kitlink', '/kitlink/', [PERM.orders, PERM.kits], 'link'),
  entry('orders', '/order-list', [PERM.orders], 'shopping-cart'),
  entry('kits', '/kit-list', [PERM.kits], 'inventory'),
  entry('emails', '/emails/', [PERM.templates], 'email'),
  entry('roles', '/role-list', [PERM.superuser], 'security', ['/roles/[[role_id]]']),
  entry('impersonate', '/impersonate', [PERM.impersonate], 'person'),
  entry('labs', '/labs/', [PERM.labs], 'biotech'),
];

/** The menu area each first path segment of spec §2 belongs to. */
const AREA_OF_SEGMENT: Readonly<Record<string, string>> = {
  users: 'users',
  cohorts: 'cohorts',
  studies: 'studies',
  study: 'studies',
  flows: 'flows',
  'blogpost-list': 'blogposts',
  blogposts: 'blogposts',
  sites: 'sites',
  kitlink: 'kitlink',
  'order-list': 'orders',
  orders: 'orders',
  'kit-list': 'kits',
  emails: 'emails',
  templates: 'emails',
  'role-list': 'roles',
  roles: 'roles',
  impersonate: 'impersonate',
  labs: 'labs',
};

/**
 * Spec §6 for typed URLs: a screen in a menu area needs one of the permissions that show the area's
 * menu entry, so a route hidden from the menu cannot be opened by its address either. Undefined
 * for paths outside every area.
 */
export function areaPermissions(path: string): readonly string[] | undefined {
  const segment = path.split('/').find(Boolean) ?? '';
  const id = AREA_OF_SEGMENT[segment];
  return id === undefined ? undefined : MENU.find((e) => e.id === id)?.permissions;
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

/** Spec §2: staff who may see external studies but not internal ones land on the external list. */
export function targetFor(e: MenuEntry, can: PermissionCheck): string {
  if (e.id === 'studies' && can([PERM.externalStudies]) && !can([PERM.studies]))
    return '/studies?type=external';
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
