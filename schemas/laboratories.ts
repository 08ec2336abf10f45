import { defineEntity } from '@/engine';
import { address, KITLINK_AREA } from './_fields';

// assumed: the spec names labs (kit logistics) without fields; a testing laboratory. Served at
// `/labs`, routed at `/laboratories`: the spec's `/labs/...` is its experimental tools area.
export default defineEntity({
  endpoint: 'labs',
  recordTitle: 'name',
  icon: 'storage',
  fields: [
    { source: 'name', type: 'text', required: true, maxLength: 160 },
    { source: 'code', type: 'text', required: true, maxLength: 32 },
    { source: 'contact_email', type: 'email', maxLength: 255 },
    address('address'),
    { source: 'country', type: 'text', minLength: 2, maxLength: 2, filterable: true },
    { source: 'is_active', type: 'boolean', filterable: true },
  ],
  list: { sort: { field: 'name', order: 'ASC' }, searchFields: ['name', 'code'] },
  access: { permissions: { read: KITLINK_AREA } },
  seed: { count: 12 },
});
