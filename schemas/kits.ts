import { defineEntity } from '@/engine';
import { PERM, status, timestamps } from './_fields';

// assumed: the spec lists kits "by status, study, consignment" without fields.
export default defineEntity({
  file: 'schemas/kits.ts',
  name: 'kits',
  recordTitle: 'barcode',
  icon: 'inventory',
  menu: 'own',
  menuEntry: { id: 'kits', target: '/kit-list', permissions: [PERM.kits], icon: 'inventory', order: 90 },
  paths: { list: '/kit-list' },
  fields: [
    { source: 'barcode', type: 'text', required: true, minLength: 6, maxLength: 32 },
    status('status', ['available', 'assigned', 'shipped', 'received', 'processed', 'failed'], {
      required: true,
    }),
    status('kit_type', ['saliva', 'blood_spot', 'blood_draw', 'swab']),
    {
      source: 'study_id',
      type: 'reference',
      filterable: true,
      reference: { entity: 'studies', searchField: 'title' },
    },
    {
      source: 'consignment_id',
      type: 'reference',
      filterable: true,
      reference: { entity: 'consignments', searchField: 'reference' },
    },
    { source: 'order_id', type: 'reference', reference: { entity: 'orders', searchField: 'order_number' } },
    { source: 'assay_id', type: 'reference', reference: { entity: 'assays', searchField: 'name' } },
    { source: 'user_id', type: 'reference', reference: { entity: 'users', searchField: 'fullname' } },
    ...timestamps(),
  ],
  list: {
    sort: { field: 'updated_at', order: 'DESC' },
    searchFields: ['barcode'],
    columns: ['barcode', 'status', 'kit_type', 'study_id', 'consignment_id', 'updated_at'],
  },
  access: { permissions: { read: [PERM.kits] } },
  seed: { count: 600 },
});
