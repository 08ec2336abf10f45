import type { IconName } from './icon-names';

/**
 * One entry of the admin menu (spec §2 "Admin menu", permissions from §6), declared by whoever owns
 * the area: a resource module, or a schema whose generated screens are the whole area. Data only.
 */
export interface MenuEntryInput {
  /** Locale keys follow: `app.menu.<id>.label` and `app.menu.<id>.description`. */
  id: string;
  target: string;
  /** The entry shows if the user holds at least one of these. */
  permissions: readonly string[];
  icon: IconName;
  /** Route patterns that keep the entry highlighted besides its target; `[[x]]` is an optional segment. */
  highlight?: readonly string[];
  /** The entry shows only while this feature flag is on. */
  flag?: string;
  /** Position in the menu: the spec lists the entries in this order. */
  order: number;
  /**
   * Where the entry leads a user who holds only these permissions (spec §2: staff who may see
   * external studies only open `/studies?type=external`).
   */
  narrowTarget?: { permissions: readonly string[]; unless: readonly string[]; target: string };
}

/** Spec paths on which an entity's generated views are mounted besides react-admin's own. */
export interface EntityPaths {
  list?: string;
  create?: string;
  /** A record's page, e.g. `/blogposts/:id`; rows of the spec-path list lead here. */
  edit?: string;
}
