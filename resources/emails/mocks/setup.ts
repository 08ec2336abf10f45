// The email set-up's seed: template folders, the segments templates send to and the triggers
// that send them.

export const FOLDERS: { id: number; name: string; parent_id: number | null }[] = [
  { id: 1, name: 'Onboarding', parent_id: null },
  { id: 2, name: 'Study invitations', parent_id: 9 },
  { id: 3, name: 'Reminders', parent_id: null },
  { id: 4, name: 'Visit reminders', parent_id: 3 },
  { id: 5, name: 'Kit logistics', parent_id: null },
  { id: 6, name: 'Newsletters', parent_id: 9 },
  { id: 7, name: 'Account and security', parent_id: null },
  { id: 8, name: 'Archive', parent_id: null },
  { id: 9, name: 'Study news', parent_id: null },
  { id: 10, name: 'Results', parent_id: 5 },
  { id: 11, name: 'Survey reminders', parent_id: 3 },
  { id: 12, name: 'Closed studies', parent_id: 8 },
];

export const SEGMENTS: { id: number; name: string; description: string; query: Record<string, unknown> }[] = [
  {
    id: 1,
    name: 'Newsletter readers',
    description: 'Participants who asked for the monthly newsletter.',
    query: { monthly_newsletter: true, is_site: false },
  },
  {
    id: 2,
    name: 'Unverified sign-ups',
    description: 'Registered but never confirmed their email address.',
    query: { email_validated: false, is_site: false },
  },
  {
    id: 3,
    name: 'Partner referrals',
    description: 'Came to us through a recruitment partner.',
    query: { registration_source: 'partner', is_site: false },
  },
  {
    id: 4,
    name: 'iPhone app users',
    description: 'Registered in the iOS app.',
    query: { registration_source: 'ios' },
  },
  {
    id: 5,
    name: 'Android app users',
    description: 'Registered in the Android app.',
    query: { registration_source: 'android' },
  },
  {
    id: 6,
    name: 'Web sign-ups who read the newsletter',
    description: 'Registered on the website and subscribed to the newsletter.',
    query: { registration_source: 'web', monthly_newsletter: true },
  },
  {
    id: 7,
    name: 'Site staff',
    description: 'Accounts of research site staff, never sent participant mailings.',
    query: { is_site: true },
  },
];

export const TRIGGERS: {
  id: number;
  name: string;
  context: string;
  conditions: unknown;
  parameters: unknown;
  stage_support: string[];
}[] = [
  {
    id: 1,
    name: 'Account created',
    context: 'user',
    conditions: { email_validated: false },
    parameters: { delay_minutes: 0 },
    stage_support: ['registration'],
  },
  {
    id: 2,
    name: 'Email address confirmed',
    context: 'user',
    conditions: { email_validated: true },
    parameters: { delay_minutes: 0 },
    stage_support: ['registration'],
  },
  {
    id: 3,
    name: 'Eligible for a study',
    context: 'enrollment',
    conditions: { status: 'eligible' },
    parameters: { delay_minutes: 60 },
    stage_support: ['screening'],
  },
  {
    id: 4,
    name: 'Visit in three days',
    context: 'enrollment',
    conditions: { days_before_visit: 3 },
    parameters: { send_at: '09:00' },
    stage_support: ['enrolled', 'follow_up'],
  },
  {
    id: 5,
    name: 'Kit dispatched',
    context: 'kit',
    conditions: { status: 'dispatched' },
    parameters: { delay_minutes: 0 },
    stage_support: ['enrolled'],
  },
  {
    id: 6,
    name: 'Results ready',
    context: 'order',
    conditions: { status: 'results_ready' },
    parameters: { delay_minutes: 30 },
    stage_support: ['enrolled', 'completed'],
  },
  {
    id: 7,
    name: 'Password reset requested',
    context: 'user',
    conditions: {},
    parameters: { link_valid_hours: 24 },
    stage_support: [],
  },
  {
    id: 8,
    name: 'Survey left unfinished',
    context: 'study',
    conditions: { days_since_last_answer: 7 },
    parameters: { max_reminders: 2 },
    stage_support: ['screening', 'enrolled'],
  },
];
