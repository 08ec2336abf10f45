// The engine's pure core: safe for schemas, the mock backend and the dataProvider (no React).
// Generated screens live in '@/engine/screens'.
export { defineEntity } from './define-entity';
export { checkEntities, entitiesFromModules, knownEntities, lookupEntity } from './registry';
export { SchemaError } from './schema-error';
export {
  canDo,
  canRead,
  canSeeReference,
  PARTICIPANT_DATA_PERMISSION,
  type EntityAction,
  type EntityLookup,
  type PermissionCheck,
} from './access';
export {
  inRecordScope,
  matchesScope,
  ownScope,
  recordScope,
  type RecordResolver,
  type RecordScope,
  type ReferenceScope,
  type ScopeFilter,
} from './access-scope';
export * as validators from './validators';
export { derivedValue, withDerived } from './derived';
export { recordTabTitle, titleMayNameRecord } from './record-title';
export {
  FIELD_TYPES,
  type FieldType,
  type FieldValueMap,
  type Address,
  type LocaleText,
} from './field-types';
export { ICON_NAMES, type IconName } from './icon-names';
export type {
  AccessLevel,
  DerivedRule,
  EntityAccess,
  EntityDefinition,
  EntityInput,
  EntitySchema,
  FieldDef,
  FieldInput,
  FieldViews,
  Identifier,
  ListOptions,
  MenuGroup,
  ReadLevel,
  RecordFromFields,
  RecordOf,
  SortOrder,
  ViewName,
} from './types';
export type { EntityPaths, MenuEntryInput } from './menu-entry';
