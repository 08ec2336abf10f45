import { z } from '@/lib/zod';
import { FIELD_TYPES } from './field-types';
import { ICON_NAMES } from './icon-names';

const kebab = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const source = /^[a-z_][a-z0-9_]*$/;

const sourceName = (message?: string) => z.string().check(z.regex(source, message));
const opt = z.optional;

const viewsZ = z.partial(
  z.strictObject({ list: z.boolean(), show: z.boolean(), edit: z.boolean(), create: z.boolean() }),
);

export const fieldZ = z
  .strictObject({
    source: sourceName('must be snake_case'),
    type: z.enum(FIELD_TYPES),
    required: opt(z.boolean()),
    minLength: opt(z.int().check(z.nonnegative())),
    maxLength: opt(z.int().check(z.positive())),
    min: opt(z.number()),
    max: opt(z.number()),
    choices: opt(z.array(z.string().check(z.minLength(1))).check(z.minLength(1))),
    reference: opt(z.strictObject({ entity: z.string().check(z.regex(kebab)), searchField: sourceName() })),
    of: opt(z.enum(['text', 'email', 'number'])),
    currencyField: opt(sourceName()),
    derived: opt(z.strictObject({ rule: z.literal('pastDate'), from: sourceName() })),
    notBefore: opt(sourceName()),
    preview: opt(z.strictObject({ kind: z.enum(['page', 'email']), heading: opt(sourceName()) })),
    sensitive: opt(z.boolean()),
    filterable: opt(z.boolean()),
    sortable: opt(z.boolean()),
    readOnly: opt(z.boolean()),
    lifecycle: opt(z.boolean()),
    views: opt(viewsZ),
  })
  .check(
    z.superRefine((f, ctx) => {
      const issue = (message: string) => ctx.addIssue({ code: 'custom', message });
      if (f.type === 'enum' && !f.choices) issue('an enum field needs choices');
      if (f.type !== 'enum' && f.choices) issue('only enum fields take choices');
      if (f.type === 'reference' && !f.reference)
        issue('a reference field needs reference: { entity, searchField }');
      if (f.reference && f.type !== 'reference' && f.type !== 'array')
        issue('only reference or array fields take a reference');
      if (f.of && f.type !== 'array') issue('only array fields take `of`');
      if (f.currencyField && f.type !== 'money') issue('only money fields take currencyField');
      if (f.minLength !== undefined && f.maxLength !== undefined && f.minLength > f.maxLength)
        issue('minLength is greater than maxLength');
      if (f.min !== undefined && f.max !== undefined && f.min > f.max) issue('min is greater than max');
      if (f.derived && !f.readOnly) issue('a derived field must be readOnly');
      if (f.notBefore !== undefined && f.type !== 'date' && f.type !== 'datetime')
        issue('only date or datetime fields take notBefore');
      if (f.preview && f.type !== 'richText') issue('only richText fields take a preview');
    }),
  );

const permissionList = z.array(
  z.string().check(z.regex(/^perm\.[a-z0-9_.]+$/, 'must look like perm.area.name')),
);

const specPath = z.string().check(z.regex(/^\/[a-z0-9_/:.-]*$/, 'must be a path such as /role-list'));

/** An entity's name, the base name of its schema file. */
export const entityNameZ = z.string().check(z.regex(kebab, 'must be kebab-case'));

export const entityZ = z.strictObject({
  endpoint: opt(
    z.string().check(z.regex(/^[a-z0-9_-]+(\/[a-z0-9_-]+)*$/, 'must be a path without leading slash')),
  ),
  recordTitle: z.string(),
  icon: z.enum(ICON_NAMES),
  menu: opt(z.enum(['data', 'own', 'hidden'])),
  menuEntry: opt(
    z.strictObject({
      id: z.string().check(z.regex(/^[a-z_]+$/, 'must be snake_case')),
      target: specPath,
      permissions: permissionList.check(z.minLength(1)),
      icon: z.enum(ICON_NAMES),
      highlight: opt(z.array(z.string())),
      flag: opt(z.string()),
      order: z.int(),
    }),
  ),
  paths: opt(z.partial(z.strictObject({ list: specPath, create: specPath, edit: specPath }))),
  key: opt(z.array(z.string()).check(z.minLength(2))),
  fields: z.array(fieldZ).check(z.minLength(1)),
  list: opt(
    z.partial(
      z.strictObject({
        sort: z.strictObject({ field: z.string(), order: z.enum(['ASC', 'DESC']) }),
        perPage: z.int().check(z.gte(5), z.lte(500)),
        searchFields: z.array(z.string()),
        columns: z.array(z.string()).check(z.minLength(1)),
        bulkDelete: z.boolean(),
        scope: z.strictObject({
          unless: z.array(z.string()).check(z.minLength(1)),
          filter: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
        }),
      }),
    ),
  ),
  access: opt(
    z.partial(
      z.strictObject({
        create: z.enum(['admin', 'none']),
        read: z.enum(['public', 'admin']),
        update: z.enum(['admin', 'none']),
        delete: z.enum(['admin', 'none']),
        permissions: z.partial(z.strictObject({ read: permissionList, write: permissionList })),
        participantData: z.boolean(),
      }),
    ),
  ),
  cacheTtl: opt(z.int().check(z.positive())),
  seed: opt(z.strictObject({ count: opt(z.int().check(z.nonnegative())), unique: opt(z.array(z.string())) })),
  related: opt(
    z.array(
      z.strictObject({
        entity: z.string().check(z.regex(kebab, 'must be kebab-case')),
        target: sourceName(),
        source: opt(sourceName()),
      }),
    ),
  ),
});

export type ParsedEntity = z.infer<typeof entityZ>;
