import { defineEntity } from '@/engine';
import { reference, SHARED_STUDY_DATA, timestamps } from './_fields';

export default defineEntity({
  recordTitle: 'name',
  icon: 'medical-services',
  fields: [
    { source: 'name', type: 'text', required: true, minLength: 2, maxLength: 200 },
    { source: 'short_name', type: 'text', maxLength: 60 },
    { source: 'key', type: 'text', required: true, minLength: 2, maxLength: 64 },
    { source: 'therapeutic_area', type: 'text', maxLength: 120, filterable: true },
    // Share of the population affected, in percent.
    { source: 'prevalence', type: 'number', min: 0, max: 100 },
    { source: 'symptoms', type: 'longText', maxLength: 4000 },
    { source: 'impacts', type: 'longText', maxLength: 4000 },
    { source: 'genetic_evidence', type: 'longText', maxLength: 4000 },
    { source: 'resources', type: 'json' },
    reference('survey_id', 'surveys', 'title'),
    // assumed: "and similar" in the spec; conditions are listed publicly to participants
    { source: 'is_published', type: 'boolean', filterable: true },
    ...timestamps(),
  ],
  list: { sort: { field: 'name', order: 'ASC' }, searchFields: ['name', 'short_name', 'key'] },
  access: { permissions: SHARED_STUDY_DATA },
  cacheTtl: 86_400_000,
  seed: { unique: ['key'] },
});
