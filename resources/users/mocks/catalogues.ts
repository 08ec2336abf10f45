// The users area's closed lists: the seed's cohorts and call, document and property catalogues.
export const CALL_STATUSES = [
  { name: 'scheduled', label: 'Scheduled' },
  { name: 'completed', label: 'Completed' },
  { name: 'no_answer', label: 'No answer' },
  { name: 'voicemail', label: 'Left voicemail' },
  { name: 'rescheduled', label: 'Rescheduled' },
  { name: 'cancelled', label: 'Cancelled' },
  { name: 'callback_requested', label: 'Call back requested' },
  { name: 'wrong_number', label: 'Wrong number' },
] as const;

export const CALL_TYPES = [
  { name: 'outbound', label: 'Outbound call' },
  { name: 'inbound', label: 'Inbound call' },
  { name: 'eligibility_check', label: 'Eligibility check' },
  { name: 'kit_support', label: 'Kit support' },
  { name: 'follow_up', label: 'Follow-up' },
  { name: 'results_discussion', label: 'Results discussion' },
  { name: 'consent_query', label: 'Consent query' },
  { name: 'withdrawal', label: 'Withdrawal request' },
] as const;

/** Consent and identity need a second pair of eyes; lab reports come only from staff. */
export const DOCUMENT_TYPES = [
  { name: 'consent_form', label: 'Consent form', requires_review: true, admin_upload_only: false },
  { name: 'gp_letter', label: 'GP letter', requires_review: false, admin_upload_only: false },
  { name: 'lab_report', label: 'Lab report', requires_review: false, admin_upload_only: true },
  { name: 'id_document', label: 'Identity document', requires_review: true, admin_upload_only: false },
] as const;

export const COHORTS = [
  'Spring 2025 intake',
  'BRCA screening',
  'Heart health',
  'Long COVID follow-up',
  'Pilot',
] as const;

/** The kinds of value a custom property holds; a property type's `name` says how it is compared. */
export const PROPERTY_TYPES = [
  { name: 'text', label: 'Text' },
  { name: 'boolean', label: 'Yes or no' },
  { name: 'number', label: 'Number' },
  { name: 'date', label: 'Date' },
  { name: 'choice', label: 'Choice' },
] as const;

/**
 * The custom properties participants carry (the `custom_properties` of users), by property type id; a
 * choice lists its options. Some participants lack the later ones, so a property can be added.
 */
export const CUSTOM_PROPERTIES = [
  { name: 'preferred_contact', label: 'Preferred contact', property_type_id: 1 },
  { name: 'wearable_device', label: 'Uses a wearable device', property_type_id: 2 },
  { name: 'household_size', label: 'People in the household', property_type_id: 3 },
  { name: 'last_reached_on', label: 'Last reached on', property_type_id: 4 },
  {
    name: 'contact_window',
    label: 'Best time to call',
    property_type_id: 5,
    options: ['morning', 'afternoon', 'evening'],
  },
] as const;
