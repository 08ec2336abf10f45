import { defineEntity } from '@/engine';
import { STUDY_AREA } from './_fields';

/** A partner's participation in a study, with its recruitment funnel counts. */
export default defineEntity({
  file: 'schemas/partner-studies.ts',
  name: 'partner-studies',
  recordTitle: 'client_code',
  icon: 'handshake',
  fields: [
    { source: 'client_code', type: 'text', required: true, maxLength: 64 },
    {
      source: 'partner_id',
      type: 'reference',
      required: true,
      reference: { entity: 'partners', searchField: 'name' },
    },
    {
      source: 'study_id',
      type: 'reference',
      required: true,
      reference: { entity: 'studies', searchField: 'title' },
    },
    { source: 'payment_agreement', type: 'longText', maxLength: 4000 },
    { source: 'started', type: 'number', readOnly: true },
    { source: 'completed', type: 'number', readOnly: true },
    { source: 'eligible', type: 'number', readOnly: true },
    { source: 'enrolled', type: 'number', readOnly: true },
    { source: 'paid', type: 'number', readOnly: true },
  ],
  list: {
    sort: { field: 'client_code', order: 'ASC' },
    columns: ['client_code', 'partner_id', 'study_id', 'started', 'eligible', 'enrolled'],
  },
  access: { permissions: { read: STUDY_AREA } },
});
