import { defineEntity } from '@/engine';
import { PERM, reference } from './_fields';

export default defineEntity({
  recordTitle: 'code',
  icon: 'place',
  fields: [
    { source: 'code', type: 'text', required: true, maxLength: 64 },
    reference('study_id', 'studies', 'title', { required: true }),
    reference('site_id', 'sites', 'name', { required: true }),
    { source: 'sponsor_study_site_code', type: 'text', maxLength: 64 },
  ],
  list: { sort: { field: 'code', order: 'ASC' }, searchFields: ['code', 'sponsor_study_site_code'] },
  access: { permissions: { read: [PERM.sites] } },
  seed: { count: 300 },
});
