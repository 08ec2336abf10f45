import { defineEntity } from '@/engine';
import { PERM, reference, status } from './_fields';

/** The spec's known block types; only some support filtering (see resources/flows). */
const BLOCK_TYPES = [
  'boolean_choice',
  'profile_specific_condition',
  'profile_date_of_birth',
  'profile_sex',
  'profile_role',
  'multi_choice',
  'single_choice',
  'informed_consent',
  'uploader',
  'kit_ordering',
] as const;

export default defineEntity({
  recordTitle: 'title',
  icon: 'extension',
  fields: [
    { source: 'title', type: 'text', required: true, maxLength: 120 },
    status('type_id', BLOCK_TYPES, { required: true }),
    { source: 'component_name', type: 'text', required: true, maxLength: 120 },
    { source: 'component_version', type: 'text', maxLength: 20 },
    reference('category_id', 'block-type-categories', 'title'),
    { source: 'updated_at', type: 'datetime', readOnly: true },
  ],
  list: { sort: { field: 'title', order: 'ASC' } },
  access: { permissions: { read: [PERM.flows], write: [PERM.superuser] } },
  seed: { count: 10 },
});
