import { defineEntity } from '@/engine';
import { byLabel, nameAndLabel, PERM, reference } from './_fields';

// assumed: the spec names custom properties without fields; extra profile fields for users.
export default defineEntity({
  recordTitle: 'label',
  icon: 'tune',
  fields: [
    ...nameAndLabel(),
    reference('property_type_id', 'property-types', 'label', { required: true }),
    { source: 'description', type: 'longText', maxLength: 500 },
    { source: 'is_required', type: 'boolean' },
    { source: 'options', type: 'json' },
  ],
  list: byLabel(),
  access: { permissions: { read: [PERM.users] } },
  seed: { count: 5 },
});
