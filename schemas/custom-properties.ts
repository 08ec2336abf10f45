import { defineEntity } from '@/engine';
import { PERM, byLabel, nameAndLabel } from './_fields';

// assumed: the spec names custom properties without fields; extra profile fields for users.
export default defineEntity({
  file: 'schemas/custom-properties.ts',
  name: 'custom-properties',
  recordTitle: 'label',
  icon: 'tune',
  fields: [
    ...nameAndLabel(),
    {
      source: 'property_type_id',
      type: 'reference',
      required: true,
      reference: { entity: 'property-types', searchField: 'label' },
    },
    { source: 'description', type: 'longText', maxLength: 500 },
    { source: 'is_required', type: 'boolean' },
    { source: 'options', type: 'json' },
  ],
  list: byLabel(),
  access: { permissions: { read: [PERM.users] } },
  seed: { count: 30 },
});
