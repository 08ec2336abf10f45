import type { z } from '@/lib/zod';
import { FILTERABLE_BY_DEFAULT, HIDDEN_IN_LIST_BY_DEFAULT, SORTABLE_BY_DEFAULT } from './field-types';
import { entityNameZ, entityZ, type ParsedEntity } from './entity-zod';
import { SchemaError } from './schema-error';
import type {
  EntityDefinition,
  EntityInput,
  EntitySchema,
  FieldDef,
  FieldInput,
  RecordFromFields,
} from './types';

const DEFAULT_COLUMNS = 6;
const DEFAULT_SEED_COUNT = 200;

/** Describes where in the schema a zod issue sits, naming the field by its source when it is one. */
function locate(def: unknown, issue: z.core.$ZodIssue): { field: string | undefined; problem: string } {
  const [head, index, ...rest] = issue.path;
  const where = issue.path.join('.');
  if (head === 'fields' && typeof index === 'number') {
    const fields = (def as { fields?: unknown }).fields;
    const entry = Array.isArray(fields) ? (fields[index] as { source?: unknown } | undefined) : undefined;
    const name = typeof entry?.source === 'string' ? entry.source : `#${index + 1}`;
    const at = rest.length ? `${rest.join('.')}: ` : '';
    return { field: name, problem: `${at}${issue.message}` };
  }
  return { field: undefined, problem: where ? `${where}: ${issue.message}` : issue.message };
}

/** The entity's name: its schema file's base name (`schemas/call-logs.ts` is `call-logs`). */
function nameOf(file: string): string {
  const base = /([^/]+)\.tsx?$/.exec(file)?.[1];
  const name = entityNameZ.safeParse(base);
  if (!name.success)
    throw new SchemaError(file, undefined, 'the file name is the entity name: it must be kebab-case .ts');
  return name.data;
}

function fillField(f: ParsedEntity['fields'][number]): FieldDef {
  const readOnly = f.readOnly ?? f.lifecycle ?? false;
  const { views, ...rest } = f;
  return {
    ...rest,
    required: f.required ?? false,
    sensitive: f.sensitive ?? false,
    filterable: f.filterable ?? FILTERABLE_BY_DEFAULT.has(f.type),
    sortable: f.sortable ?? SORTABLE_BY_DEFAULT.has(f.type),
    readOnly,
    views: {
      list: views?.list ?? !HIDDEN_IN_LIST_BY_DEFAULT.has(f.type),
      show: views?.show ?? true,
      edit: views?.edit ?? !readOnly,
      create: views?.create ?? !readOnly,
    },
  };
}

/** Checks that every name a schema mentions points at one of its own fields. */
function crossCheck(file: string, p: ParsedEntity, fields: readonly FieldDef[]): void {
  const fail = (field: string | undefined, problem: string) => {
    throw new SchemaError(file, field, problem);
  };
  const sources = new Set<string>();
  for (const f of fields) {
    if (sources.has(f.source)) fail(f.source, 'is defined twice');
    sources.add(f.source);
  }
  const known = (name: string) => name === 'id' || sources.has(name);
  const byName = new Map(fields.map((f) => [f.source, f]));
  if (!known(p.recordTitle)) fail(p.recordTitle, 'recordTitle names no field');
  for (const k of p.key ?? []) if (!sources.has(k)) fail(k, 'key names no field');
  for (const c of p.list?.columns ?? []) {
    if (!known(c)) fail(c, 'list.columns names no field');
    if (byName.get(c)?.views.list === false) fail(c, 'is a list column but hidden from the list view');
  }
  for (const s of p.list?.searchFields ?? []) if (!known(s)) fail(s, 'list.searchFields names no field');
  for (const s of p.seed?.unique ?? []) if (!sources.has(s)) fail(s, 'seed.unique names no field');
  for (const s of Object.keys(p.list?.scope?.filter ?? {}))
    if (byName.get(s)?.filterable !== true) fail(s, 'list.scope.filter names no filterable field');
  const sort = p.list?.sort?.field;
  if (sort && !known(sort)) fail(sort, 'list.sort names no field');
  if (sort && byName.get(sort)?.sortable === false)
    fail(sort, 'list.sort names a field that is not sortable');
  for (const f of fields) {
    if (f.currencyField && !sources.has(f.currencyField))
      fail(f.source, `currencyField "${f.currencyField}" names no field`);
    if (f.derived && !sources.has(f.derived.from))
      fail(f.source, `derived.from "${f.derived.from}" names no field`);
    if (f.required && f.readOnly && !f.lifecycle) fail(f.source, 'cannot be both required and readOnly');
    if (f.preview?.heading !== undefined && !sources.has(f.preview.heading))
      fail(f.source, `preview.heading "${f.preview.heading}" names no field`);
    if (f.notBefore !== undefined) {
      const other = byName.get(f.notBefore);
      if (!other || other.source === f.source || (other.type !== 'date' && other.type !== 'datetime'))
        fail(f.source, `notBefore "${f.notBefore}" names no other date field`);
    }
  }
  for (const r of p.related ?? [])
    if (r.source && !known(r.source)) fail(r.source, `related ${r.entity}: source names no field`);
  if (p.list?.bulkDelete && p.access?.delete === 'none')
    fail(undefined, 'list.bulkDelete needs access.delete "admin"');
}

/**
 * A schema file's definition. Nothing is checked until the registry places it in its file
 * (`inFile`), so a wrong schema fails at load and in tests alike with a `SchemaError` naming the
 * file and the field.
 */
export function defineEntity<const F extends readonly FieldInput[]>(
  def: EntityInput<F>,
): EntityDefinition<RecordFromFields<F>> {
  return { inFile: (file) => completeEntity(def, file) };
}

/**
 * The definition checked against the schema language. A production build runs definitions that
 * every test run and every development start have checked (they are files of the build, not
 * data), and the schema language transforms nothing: there it skips the check, which would cost
 * every start about 16 ms of the main thread. The cross-checks below still run.
 */
function parsedEntity(def: EntityInput, file: string): ParsedEntity {
  if (import.meta.env.PROD) return def as ParsedEntity;
  const parsed = entityZ.safeParse(def);
  if (parsed.success) return parsed.data;
  const first = parsed.error.issues[0];
  const { field, problem } = first ? locate(def, first) : { field: undefined, problem: 'invalid' };
  throw new SchemaError(file, field, problem);
}

/** Validates a definition as the schema in `file` and fills its defaults. */
function completeEntity<R>(def: EntityInput, file: string): EntitySchema<R> {
  const name = nameOf(file);
  const p = parsedEntity(def, file);
  const fields = p.fields.map(fillField);
  crossCheck(file, p, fields);

  const access = {
    create: p.access?.create ?? 'admin',
    read: p.access?.read ?? 'public',
    update: p.access?.update ?? 'admin',
    delete: p.access?.delete ?? 'admin',
  } as const;
  const readPerms = p.access?.permissions?.read ?? [];
  const titleField = fields.find((f) => f.source === p.recordTitle);
  const listable = fields.filter((f) => f.views.list).map((f) => f.source);

  return {
    name,
    endpoint: p.endpoint ?? name,
    file,
    recordTitle: p.recordTitle,
    icon: p.icon,
    menu: p.menu ?? 'data',
    ...(p.menuEntry ? { menuEntry: p.menuEntry } : {}),
    ...(p.paths ? { paths: p.paths } : {}),
    ...(p.key ? { key: p.key } : {}),
    fields,
    list: {
      sort: p.list?.sort ?? { field: 'id', order: 'DESC' },
      perPage: p.list?.perPage ?? 25,
      searchFields:
        p.list?.searchFields ??
        (titleField && titleField.type === 'text' && !titleField.sensitive ? [titleField.source] : []),
      columns: p.list?.columns ?? listable.slice(0, DEFAULT_COLUMNS),
      bulkDelete: p.list?.bulkDelete ?? access.delete === 'admin',
      ...(p.list?.scope ? { scope: p.list.scope } : {}),
    },
    access: {
      ...access,
      permissions: { read: readPerms, write: p.access?.permissions?.write ?? readPerms },
      participantData: p.access?.participantData ?? false,
    },
    ...(p.cacheTtl !== undefined ? { cacheTtl: p.cacheTtl } : {}),
    seed: {
      count: p.seed?.count ?? DEFAULT_SEED_COUNT,
      ...(p.seed?.unique ? { unique: p.seed.unique } : {}),
    },
    related: (p.related ?? []).map((r) => ({ entity: r.entity, target: r.target, source: r.source ?? 'id' })),
  };
}
