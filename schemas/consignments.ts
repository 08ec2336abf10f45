import { defineEntity } from '@/engine';
import { KITLINK_AREA, reference, status } from './_fields';

// assumed: the spec names consignments without fields; a shipment of kits to a lab.
export default defineEntity({
  recordTitle: 'reference',
  icon: 'local-shipping',
  fields: [
    { source: 'reference', type: 'text', required: true, maxLength: 64 },
    reference('lab_id', 'laboratories', 'name', { required: true }),
    status('status', ['open', 'dispatched', 'received'], { required: true }),
    { source: 'tracking_url', type: 'url', views: { list: false } },
    { source: 'dispatched_at', type: 'datetime' },
    { source: 'received_at', type: 'datetime', notBefore: 'dispatched_at' },
    { source: 'kit_count', type: 'number', readOnly: true },
  ],
  list: { sort: { field: 'dispatched_at', order: 'DESC' }, searchFields: ['reference'] },
  access: { permissions: { read: KITLINK_AREA } },
  seed: { count: 150 },
});
