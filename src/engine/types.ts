import type { FieldType, FieldValueMap } from './field-types';
import type { IconName } from './icon-names';
import type { EntityPaths, MenuEntryInput } from './menu-entry';

export type Identifier = string | number;
export type AccessLevel = 'admin' | 'none';
export type ReadLevel = 'public' | 'admin';
export type MenuGroup = 'data' | 'own' | 'hidden';
export type SortOrder = 'ASC' | 'DESC';
export type ViewName = 'list' | 'show' | 'edit' | 'create';
export type FieldViews = Record<ViewName, boolean>;

/**
 * A value the client and the mock backend compute from other fields rather than store.
 * `pastDate`: true when the date in `from` lies before today (a study whose end date is past is archived).
 */
export interface DerivedRule {
  rule: 'pastDate';
  from: string;
}

/** One field as written in a schema file; `defineEntity` fills the optional parts. */
export interface FieldInput {
  source: string;
  type: FieldType;
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  min?: number;
  max?: number;
  choices?: readonly string[];
  reference?: { entity: string; searchField: string };
  /** Item type of an `array` field (default text). */
  of?: 'text' | 'email' | 'number';
  /** For `money`: the sibling field holding the ISO currency code. */
  currencyField?: string;
  derived?: DerivedRule;
  /** For `date` and `datetime`: the sibling date field this one may not precede (an end after its start). */
  notBefore?: string;
  /**
   * For `richText`: a live, sanitised preview beside the editor, as the text will read (`page` or
   * `email` width), headed by the value of the sibling field `heading` (a post's title).
   */
  preview?: { kind: 'page' | 'email'; heading?: string };
  sensitive?: boolean;
  filterable?: boolean;
  sortable?: boolean;
  readOnly?: boolean;
  /**
   * Driven by its area's actions only (publishing, a state table's transitions): shown, never
   * edited in generated forms, and refused by the server on a generic write that changes it.
   * Implies `readOnly`. A new record starts in the first choice (or `false`).
   */
  lifecycle?: boolean;
  views?: Partial<FieldViews>;
}

/** A field with every default filled, as the rest of the app consumes it. */
export interface FieldDef extends Omit<
  FieldInput,
  'views' | 'sensitive' | 'filterable' | 'sortable' | 'readOnly'
> {
  sensitive: boolean;
  filterable: boolean;
  sortable: boolean;
  readOnly: boolean;
  views: FieldViews;
}

export interface ListOptions {
  sort: { field: string; order: SortOrder };
  perPage: number;
  searchFields: string[];
  columns: string[];
  bulkDelete: boolean;
  /** Rows some users see only in part; see `ListScope`. */
  scope?: ListScope;
}

/**
 * A part of a list kept to a fixed filter for some users (spec §2: staff who may see external
 * studies but not internal ones, whose menu opens `/studies?type=external`). For a user who holds
 * none of `unless`, the list, its counts and its CSV export always keep to `filter`.
 */
export interface ListScope {
  unless: string[];
  filter: Record<string, string | number | boolean>;
}

export interface EntityAccess {
  create: AccessLevel;
  read: ReadLevel;
  update: AccessLevel;
  delete: AccessLevel;
  /** Any one of the names grants the action; an empty list means any signed-in staff member. */
  permissions: { read: string[]; write: string[] };
  /**
   * Records about participants (their contact details, health data, calls, answers): reading them
   * also needs the users permission, whatever `permissions.read` says.
   */
  participantData: boolean;
}

/**
 * Another entity's records listed on this entity's show page: those whose `target` field equals
 * this record's `source` field (`id` unless named), e.g. a gene's variants by gene name.
 */
export interface RelatedList {
  entity: string;
  target: string;
  source: string;
}

/** How a stand-in backend (the mock, a test server) fills and keeps this entity's table. */
export interface SeedInput {
  /** Rows seeded (200 unless given). */
  count?: number;
  /** Fields whose values never repeat: the seed keeps them distinct, and a write that repeats one gets 409. */
  unique?: readonly string[];
}

/**
 * What a schema file passes to `defineEntity`. It names neither its file nor its entity: the
 * registry knows the file, and the file's base name is the entity's name.
 */
export interface EntityInput<F extends readonly FieldInput[] = readonly FieldInput[]> {
  endpoint?: string;
  recordTitle: string;
  icon: IconName;
  menu?: MenuGroup;
  /** The spec menu entry of an area made only of this entity's generated screens (`menu: 'own'`). */
  menuEntry?: MenuEntryInput;
  /** Spec paths of this entity's views that differ from react-admin's own (`/role-list`). */
  paths?: EntityPaths;
  key?: readonly string[];
  fields: F;
  list?: Partial<ListOptions>;
  access?: Partial<Omit<EntityAccess, 'permissions'>> & {
    permissions?: Partial<EntityAccess['permissions']>;
  };
  cacheTtl?: number;
  seed?: SeedInput;
  related?: ReadonlyArray<{ entity: string; target: string; source?: string }>;
}

type ValueOf<F extends FieldInput> = F extends { type: 'enum'; choices: readonly (infer C extends string)[] }
  ? C
  : FieldValueMap[F['type']];

type RequiredSources<F extends FieldInput> = F extends { required: true } ? F['source'] : never;

/** The record type a list of fields describes: required fields present, the rest optional and nullable. */
export type RecordFromFields<F extends readonly FieldInput[]> = { id: Identifier } & {
  [K in F[number] as K extends { required: true } ? K['source'] : never]: ValueOf<K>;
} & {
  [
    K in F[number] as K['source'] extends RequiredSources<F[number]> ? never : K['source']
  ]?: ValueOf<K> | null;
};

export interface EntitySchema<R = { id: Identifier; [key: string]: unknown }> {
  /** The base name of its file, e.g. `call-logs` for `schemas/call-logs.ts`. */
  name: string;
  endpoint: string;
  /** Path of the schema file from the project root, e.g. `schemas/users.ts`; named in load errors. */
  file: string;
  recordTitle: string;
  icon: IconName;
  menu: MenuGroup;
  menuEntry?: MenuEntryInput;
  paths?: EntityPaths;
  key?: readonly string[];
  fields: readonly FieldDef[];
  list: ListOptions;
  access: EntityAccess;
  cacheTtl?: number;
  seed: { count: number; unique?: readonly string[] };
  related: readonly RelatedList[];
  /** Type-level only: carries the record type so `RecordOf` can read it back. Never set. */
  readonly __record?: R;
}

/**
 * What a schema file default-exports. The registry, which knows where the file lives, turns it
 * into the schema, so every load error can name the file.
 */
export interface EntityDefinition<R = { id: Identifier; [key: string]: unknown }> {
  /**
   * Checks the definition as the schema in `file` (its base name is the entity's name) and fills
   * its defaults; throws a `SchemaError` naming the file and the field.
   */
  inFile(file: string): EntitySchema<R>;
}

/** `RecordOf<typeof studies>`: the record type inferred from a schema or a schema file's definition. */
export type RecordOf<S> = S extends EntitySchema<infer R> | EntityDefinition<infer R> ? R : never;
