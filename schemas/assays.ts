import { defineEntity } from '@/engine';
import { CURRENCIES, KITLINK_AREA, money, reference, status } from './_fields';

// assumed: the spec names assays (KitLink) without fields; a test a lab runs on a kit sample.
export default defineEntity({
  recordTitle: 'name',
  icon: 'science',
  fields: [
    { source: 'name', type: 'text', required: true, maxLength: 160 },
    { source: 'code', type: 'text', required: true, maxLength: 32 },
    reference('lab_id', 'laboratories', 'name', { required: true }),
    status('sample_type', ['saliva', 'blood_spot', 'blood_draw', 'swab']),
    { source: 'turnaround_days', type: 'number', min: 0, max: 365 },
    status('currency', CURRENCIES),
    money('price', 'currency'),
  ],
  list: { sort: { field: 'name', order: 'ASC' }, searchFields: ['name', 'code'] },
  access: { permissions: { read: KITLINK_AREA } },
  seed: { count: 40 },
});
