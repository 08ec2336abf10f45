import { defineEntity } from '@/engine';
import { CURRENCIES, status, SHARED_STUDY_DATA, timestamps } from './_fields';

export default defineEntity({
  recordTitle: 'name',
  icon: 'handshake',
  fields: [
    { source: 'name', type: 'text', required: true, minLength: 2, maxLength: 160 },
    { source: 'key', type: 'text', required: true, minLength: 2, maxLength: 64 },
    status('currency', CURRENCIES),
    { source: 'network', type: 'text', maxLength: 120, filterable: true },
    { source: 'is_recruiting_studies', type: 'boolean' },
    { source: 'is_recruiting_conditions', type: 'boolean' },
    ...timestamps(),
  ],
  list: { sort: { field: 'name', order: 'ASC' }, searchFields: ['name', 'key'] },
  // Partners recruit for studies: the same staff as partner studies and the studies themselves.
  access: { permissions: SHARED_STUDY_DATA },
  seed: { count: 40, unique: ['key'] },
});
