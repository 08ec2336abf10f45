import { defineEntity } from '@/engine';
import { address, PERM, timestamps } from './_fields';

export default defineEntity({
  recordTitle: 'name',
  icon: 'location-city',
  menu: 'own',
  fields: [
    { source: 'name', type: 'text', required: true, minLength: 2, maxLength: 160 },
    { source: 'identifier', type: 'text', required: true, maxLength: 64 },
    address('address_json'),
    { source: 'city', type: 'text', maxLength: 120, filterable: true },
    { source: 'country', type: 'text', minLength: 2, maxLength: 2, filterable: true },
    ...timestamps(),
  ],
  list: {
    sort: { field: 'name', order: 'ASC' },
    searchFields: ['name', 'identifier', 'city'],
    columns: ['name', 'identifier', 'city', 'country', 'updated_at'],
  },
  access: { permissions: { read: [PERM.sites] } },
  seed: { count: 250, unique: ['identifier'] },
});
