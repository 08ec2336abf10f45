import type { MenuEntry } from '@/shell/menu';
import { hasPermission } from '@/auth';

export interface Permission {
  id: string;
  name: string;
  description: string;
}

export interface PermissionGroup {
  /** The name up to its last dot, e.g. `perm.admin_client.feature`. */
  prefix: string;
  permissions: Permission[];
}

/** `perm.admin_client.feature.users` belongs to `perm.admin_client.feature`; `perm.superuser` to `perm`. */
export function prefixOf(name: string): string {
  const cut = name.lastIndexOf('.');
  return cut > 0 ? name.slice(0, cut) : name;
}

/**
 * Permissions grouped by prefix, the groups and their members in name order, keeping those whose
 * name or description contains every word of `query` (case-insensitive); empty groups are left out.
 */
export function groupPermissions(all: readonly Permission[], query = ''): PermissionGroup[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const matches = (p: Permission) => {
    const text = `${p.name} ${p.description}`.toLowerCase();
    return words.every((w) => text.includes(w));
  };
  const groups = new Map<string, Permission[]>();
  for (const p of [...all].sort((a, b) => a.name.localeCompare(b.name))) {
    if (!matches(p)) continue;
    const prefix = prefixOf(p.name);
    groups.set(prefix, [...(groups.get(prefix) ?? []), p]);
  }
  return [...groups.keys()].sort().map((prefix) => ({ prefix, permissions: groups.get(prefix) ?? [] }));
}

/** The menu entries a permission alone opens, by the menu's own rule (perm.superuser opens all). */
export function entriesUnlockedBy(name: string, menu: readonly MenuEntry[]): MenuEntry[] {
  return menu.filter((e) => hasPermission([name], e.permissions));
}
