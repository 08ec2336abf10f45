import { z } from 'zod';
import { FIELD_TYPES } from './field-types';
import { ICON_NAMES } from './icon-names';

const kebab = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const source = /^[a-z_][a-z0-9_]*$/;

const viewsZ = z
  .object({ list: z.boolean(), show: z.boolean(), edit: z.boolean(), create: z.boolean() })
  .partial()
  .strict();

export const fieldZ = z
  .object({
    source: z.string().regex(source, 'must be snake_case'),
    type: z.enum(FIELD_TYPES),
    required: z.boolean().optional(),
    minLength: z.number().int().nonnegative().optional(),
    maxLength: z.number().int().positive().optional(),
    min: z.number().optional(),
    max: z.number().optional(),
    choices: z.array(z.string().min(1)).min(1).optional(),
    reference: z
      .object({ entity: z.string().regex(kebab), searchField: z.string().regex(source) })
      .strict()
      .optional(),
    of: z.enum(['text', 'email', 'number']).optional(),
    currencyField: z.string().regex(source).optional(),
    derived: z
      .object({ rule: z.literal('pastDate'), from: z.string().regex(source) })
      .strict()
      .optional(),
    sensitive: z.boolean().optional(),
    filterable: z.boolean().optional(),
    sortable: z.boolean().optional(),
    readOnly: z.boolean().optional(),
    views: viewsZ.optional(),
  })
  .strict()
  .superRefine((f, ctx) => {
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
  });

const permissionList = z.array(z.string().regex(/^perm\.[a-z0-9_.]+$/, 'must look like perm.area.name'));

export const entityZ = z
  .object({
    file: z.string().regex(/\.tsx?$/, 'must be the schema file path, e.g. schemas/users.ts'),
    name: z.string().regex(kebab, 'must be kebab-case'),
    endpoint: z
      .string()
      .regex(/^[a-z0-9_-]+(\/[a-z0-9_-]+)*$/, 'must be a path without leading slash')
      .optional(),
    recordTitle: z.string(),
    icon: z.enum(ICON_NAMES),
    menu: z.enum(['data', 'own', 'hidden']).optional(),
    key: z.array(z.string()).min(2).optional(),
    fields: z.array(fieldZ).min(1),
    list: z
      .object({
        sort: z.object({ field: z.string(), order: z.enum(['ASC', 'DESC']) }).strict(),
        perPage: z.number().int().min(5).max(500),
        searchFields: z.array(z.string()),
        columns: z.array(z.string()).min(1),
        bulkDelete: z.boolean(),
      })
      .partial()
      .strict()
      .optional(),
    access: z
      .object({
        create: z.enum(['admin', 'none']),
        read: z.enum(['public', 'admin']),
        update: z.enum(['admin', 'none']),
        delete: z.enum(['admin', 'none']),
        permissions: z.object({ read: permissionList, write: permissionList }).partial().strict(),
      })
      .partial()
      .strict()
      .optional(),
    cacheTtl: z.number().int().positive().optional(),
    seed: z.object({ count: z.number().int().nonnegative() }).strict().optional(),
  })
  .strict();

export type ParsedEntity = z.infer<typeof entityZ>;
