import type { Identifier } from 'react-admin';

/** A permission id (as a string) to the role_permissions row that grants it. */
export type Grants = ReadonlyMap<string, Identifier>;

export interface GrantRow {
  id: Identifier;
  permission_id: Identifier;
}

export function grantsFrom(rows: readonly GrantRow[]): Map<string, Identifier> {
  return new Map(rows.map((r) => [String(r.permission_id), r.id]));
}

export interface PermissionDiff {
  /** Permission ids newly ticked. */
  added: string[];
  /** The role_permissions rows of boxes unticked. */
  removed: Identifier[];
  /** Their permission ids, for the summary. */
  removedPermissions: string[];
}

/** What a save would change: ticked boxes not granted yet, granted ones no longer ticked. */
export function diffGrants(granted: Grants, ticked: ReadonlySet<string>): PermissionDiff {
  const added = [...ticked].filter((id) => !granted.has(id));
  const gone = [...granted.entries()].filter(([id]) => !ticked.has(id));
  return { added, removed: gone.map(([, row]) => row), removedPermissions: gone.map(([id]) => id) };
}
