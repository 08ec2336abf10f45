// Closed lists that make seeded rows read like a real platform's data.
export const CONDITIONS = [
  'Asthma',
  'Type 2 diabetes',
  'Atrial fibrillation',
  'Breast cancer',
  'Parkinson’s disease',
  'Alzheimer’s disease',
  'Crohn’s disease',
  'Psoriasis',
  'Migraine',
  'Chronic kidney disease',
  'Rheumatoid arthritis',
  'Multiple sclerosis',
  'Hypertension',
  'COPD',
  'Endometriosis',
  'Long COVID',
] as const;

export const GENES = [
  'BRCA1',
  'BRCA2',
  'APOE',
  'CFTR',
  'LRRK2',
  'GBA',
  'HTT',
  'MLH1',
  'MSH2',
  'TP53',
  'PALB2',
  'LDLR',
  'PCSK9',
  'SNCA',
  'HFE',
  'F5',
] as const;

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

export const BLOCK_TYPES = [
  'Boolean choice',
  'Profile specific condition',
  'Profile date of birth',
  'Profile sex',
  'Profile role',
  'Multi choice',
  'Single choice',
  'Informed consent',
  'Uploader',
  'Kit ordering',
] as const;

/** Chromosome of each gene above. */
export const CHROMOSOMES: Readonly<Record<string, string>> = {
  BRCA1: '17',
  BRCA2: '13',
  APOE: '19',
  CFTR: '7',
  LRRK2: '12',
  GBA: '1',
  HTT: '4',
  MLH1: '3',
  MSH2: '2',
  TP53: '17',
  PALB2: '16',
  LDLR: '19',
  PCSK9: '1',
  SNCA: '4',
  HFE: '6',
  F5: '1',
};

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
 * The custom properties participants carry (`users.custom_properties`), by property type id; a
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
