import { defineEntity } from '@/engine';
import { PERM } from './_fields';

export default defineEntity({
  file: 'schemas/study-sites.ts',
  name: 'study-sites',
  recordTitle: 'code',
  icon: 'place',
  fields: [
    { source: 'code', type: 'text', required: true, maxLength: 64 },
    {
      source: 'study_id',
      type: 'reference',
      required: true,
      reference: { entity: 'studies', searchField: 'title' },
    },
    {
      source: 'site_id',
      type: 'reference',
      required: true,
      reference: { entity: 'sites', searchField: 'name' },
    },
    { source: 'sponsor_study_site_code', type: 'text', maxLength: 64 },
  ],
  list: { sort: { field: 'code', order: 'ASC' }, searchFields: ['code', 'sponsor_study_site_code'] },
  access: { permissions: { read: [PERM.sites] } },
  seed: { count: 300 },
});
