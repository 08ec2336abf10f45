import { asSeed, onResetDb, patch, remove, rows } from '@/mocks/db';
import type { Row } from '@/mocks/lib/respond';
import { createRng, hash } from '@/mocks/lib/rng';

// A site's working day in the mock: statuses as sites name them, studies spread over the first
// hundred sites, referrals on those study sites, and each referral's admin status history.

const PATIENT_STATUSES = [
  ['referred', 'Referred'],
  ['pre_screening', 'Pre-screening'],
  ['screening_booked', 'Screening visit booked'],
  ['screened', 'Screened'],
  ['enrolled', 'Enrolled'],
  ['screen_failed', 'Screen failed'],
  ['withdrawn', 'Withdrawn'],
  ['completed', 'Completed'],
] as const;

const ADMIN_STATUSES = [
  ['new_referral', 'New referral'],
  ['contact_attempted', 'Contact attempted'],
  ['awaiting_callback', 'Awaiting call-back'],
  ['appointment_booked', 'Appointment booked'],
  ['gp_records_requested', 'GP records requested'],
  ['not_eligible', 'Not eligible'],
  ['declined', 'Declined'],
  ['closed', 'Closed'],
] as const;

const NOTES = [
  'Referral received from the study website.',
  'Called twice, no answer; left a voicemail with the site number.',
  'Participant asked to be called back after 5 pm.',
  'Screening visit booked; confirmation letter sent.',
  'Requested GP summary care record before screening.',
  'Does not meet the inclusion criteria on current medication.',
  'Participant decided not to take part at this time.',
  'Referral closed after the screening visit.',
  'Spoke to the participant; happy to go ahead.',
  'Duplicate of an earlier referral; kept the older record.',
] as const;

const SPONSORS = ['AZ', 'GSK', 'NVS', 'MRC', 'PFE', 'RCH'] as const;
/** Staff who work referrals: the two demo staff accounts and site coordinators. */
const CHANGED_BY = [1, 2, 17, 23, 42, 58] as const;
const SITES_WITH_STUDIES = 100;
const STUDY_SITES_WITH_REFERRALS = 150;
const DAY = 86_400_000;

let prepared = false;
onResetDb(() => {
  prepared = false;
});

function relabel(name: string, labels: readonly (readonly [string, string])[]): void {
  rows(name)
    .slice()
    .forEach((row, i) => {
      const [key, label] = labels[i % labels.length]!;
      patch(name, row, { name: key, label });
    });
}

function spreadStudySites(): void {
  for (const row of rows('study-sites').slice()) {
    const id = Number(row.id);
    const sponsor = SPONSORS[Number(row.study_id) % SPONSORS.length]!;
    patch('study-sites', row, {
      site_id: ((id - 1) % SITES_WITH_STUDIES) + 1,
      sponsor_study_site_code: `${sponsor}-GB-${String(id).padStart(3, '0')}`,
    });
  }
}

function logsFor(patient: Row): Row[] {
  const rng = createRng(hash(`admin-status-log:${String(patient.id)}`));
  const created = Date.parse(String(patient.created_at ?? '')) || Date.now() - 90 * DAY;
  const earlier = rng.int(0, 2);
  const trail = [
    ...Array.from({ length: earlier }, () => rng.int(1, 3)),
    Number(patient.admin_status_id ?? 1),
  ];
  let at = created;
  return trail.map((statusId) => {
    at += rng.int(1, 12) * DAY + rng.int(0, 8) * 3_600_000;
    return {
      patient_id: patient.id,
      admin_status_id: statusId,
      changed_by: rng.pick(CHANGED_BY),
      note: NOTES[(statusId - 1) % NOTES.length] ?? rng.pick(NOTES),
      created_at: new Date(Math.min(at, Date.now() - DAY)).toISOString(),
    };
  });
}

function rebuildLogs(): void {
  for (const row of rows('admin-status-logs').slice()) remove('admin-status-logs', row);
  const table = rows('admin-status-logs');
  let id = 0;
  for (const patient of rows('patients')) {
    for (const log of logsFor(patient)) table.push(Object.freeze({ ...log, id: (id += 1) }));
  }
}

/** Once per db reset, before any call that reads sites, their studies or their referrals. */
export function prepareSites(): void {
  asSeed(() => fillPrepareSites());
}

function fillPrepareSites(): void {
  if (prepared) return;
  prepared = true;
  relabel('patient-statuses', PATIENT_STATUSES);
  relabel('patient-admin-statuses', ADMIN_STATUSES);
  spreadStudySites();
  for (const row of rows('patients').slice()) {
    const id = Number(row.id);
    patch('patients', row, { study_site_id: ((id - 1) % STUDY_SITES_WITH_REFERRALS) + 1 });
  }
  rebuildLogs();
}
