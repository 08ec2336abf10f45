import { defineEntity } from '@/engine';
import { reference, STUDY_AREA } from './_fields';

/** A partner's participation in a study, with its recruitment funnel counts. */
export default defineEntity({
  recordTitle: 'client_code',
  icon: 'handshake',
  fields: [
    { source: 'client_code', type: 'text', required: true, maxLength: 64 },
    reference('partner_id', 'partners', 'name', { required: true }),
    reference('study_id', 'studies', 'title', { required: true }),
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
