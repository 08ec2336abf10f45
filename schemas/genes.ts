import { defineEntity } from '@/engine';
import { SHARED_STUDY_DATA } from './_fields';

// assumed: the spec names genes without fields (GET /admin/studies/{id}/genes lists a study's).
export default defineEntity({
  recordTitle: 'name',
  icon: 'biotech',
  fields: [
    // The HGNC symbol, e.g. BRCA1; gene variants are looked up by it.
    { source: 'name', type: 'text', required: true, maxLength: 32 },
    { source: 'full_name', type: 'text', maxLength: 255 },
    { source: 'chromosome', type: 'text', maxLength: 4, filterable: true },
    { source: 'description', type: 'longText', maxLength: 4000 },
  ],
  list: { sort: { field: 'name', order: 'ASC' }, searchFields: ['name', 'full_name'] },
  access: { permissions: SHARED_STUDY_DATA },
  seed: { count: 120 },
  // Spec §7: a gene's variants come from GET /admin/genes/variants?gene_name=, matched on the name.
  related: [{ entity: 'gene-variants', target: 'gene_name', source: 'name' }],
});
