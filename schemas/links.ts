import { defineEntity } from '@/engine';
import { reference, STUDY_AREA, timestamps } from './_fields';

// assumed: the spec names a 24 h cache for links but not their fields.
export default defineEntity({
  recordTitle: 'title',
  icon: 'link',
  fields: [
    { source: 'title', type: 'text', required: true, maxLength: 200 },
    { source: 'url', type: 'url', required: true, maxLength: 2000 },
    { source: 'description', type: 'longText', maxLength: 1000 },
    reference('study_id', 'studies', 'title'),
    { source: 'is_active', type: 'boolean', filterable: true },
    ...timestamps(),
  ],
  list: { sort: { field: 'title', order: 'ASC' } },
  access: { permissions: { read: STUDY_AREA } },
  cacheTtl: 86_400_000,
});
