import { defineEntity } from '@/engine';
import { status, SHARED_STUDY_DATA } from './_fields';

// assumed: the spec names gene variants without fields; read via /admin/genes/variants?gene_name=.
export default defineEntity({
  recordTitle: 'rsid',
  icon: 'biotech',
  fields: [
    { source: 'gene_name', type: 'text', required: true, maxLength: 32, filterable: true },
    { source: 'rsid', type: 'text', required: true, maxLength: 32 },
    { source: 'hgvs', type: 'text', maxLength: 255 },
    status('clinical_significance', [
      'benign',
      'likely_benign',
      'uncertain',
      'likely_pathogenic',
      'pathogenic',
    ]),
  ],
  list: { sort: { field: 'rsid', order: 'ASC' }, searchFields: ['rsid', 'hgvs'] },
  access: { permissions: SHARED_STUDY_DATA },
  seed: { count: 400 },
});
