import { KIT_STATES } from '@/domain/kit-states';
import { defineEntity } from '@/engine';
import { PERM, reference, status, timestamps } from './_fields';

// assumed: the spec lists kits "by status, study, consignment" without fields.
export default defineEntity({
  recordTitle: 'barcode',
  icon: 'inventory',
  // `/kit-list` and its menu entry belong to KitLink, which shows this list under its counts.
  menu: 'hidden',
  fields: [
    { source: 'barcode', type: 'text', required: true, minLength: 6, maxLength: 32 },
    // The kit life cycle, in its order; KitLink drives it by the same table.
    status('status', KIT_STATES, { required: true, lifecycle: true }),
    status('kit_type', ['saliva', 'blood_spot', 'blood_draw', 'swab']),
    reference('study_id', 'studies', 'title', { filterable: true }),
    reference('consignment_id', 'consignments', 'reference', { filterable: true }),
    reference('order_id', 'orders', 'order_number'),
    reference('assay_id', 'assays', 'name'),
    // A participant's page lists their orders (and kits) by this.
    reference('user_id', 'users', 'fullname', { filterable: true }),
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
