import type { DryRun, Migration, MigrationLogEntry } from '../migrations/migrations-types';

const HOUR = 60 * 60 * 1000;

/** A migration as the mock keeps it: while running, how far it gets comes from the clock. */
export interface MockMigration extends Migration {
  startedMs: number | null;
  durationMs: number;
  /** What a run will change, found by the dry run. */
  plan: Omit<DryRun, 'at' | 'by'>;
}

const log = (base: number, entries: [number, MigrationLogEntry['level'], string][]): MigrationLogEntry[] =>
  entries.map(([minutes, level, message]) => ({
    at: new Date(base + minutes * 60_000).toISOString(),
    level,
    message,
  }));

function plan(changes: DryRun['changes'], warnings: string[] = []): MockMigration['plan'] {
  return { changes, total: changes.reduce((n, c) => n + c.count, 0), warnings };
}

function migration(
  m: Partial<MockMigration> & Pick<MockMigration, 'id' | 'name' | 'description' | 'state' | 'plan'>,
): MockMigration {
  return {
    created_at: '2026-11-01T08:00:00.000Z',
    ran_at: null,
    ran_by: null,
    progress: null,
    error: null,
    dry_run: null,
    log: [],
    startedMs: null,
    // Long enough that a busy browser still draws the running state before it ends.
    durationMs: 6000,
    ...m,
  };
}

/** The migrations the platform knows, one or more in every state, newest first. */
export function seedMigrations(now: number): MockMigration[] {
  const runningSince = now - 4 * 60_000;
  const failedAt = now - 26 * HOUR;
  return [
    migration({
      id: '2026_11_24_split_study_locales',
      name: 'Split study locales',
      description:
        'Moves each study’s locale list out of its settings into one row per locale, keeping the order.',
      state: 'running',
      created_at: '2026-11-24T10:12:00.000Z',
      ran_at: new Date(runningSince).toISOString(),
      ran_by: 'Priya Natarajan',
      startedMs: runningSince,
      durationMs: 40 * 60_000,
      plan: plan([
        { entity: 'study locales', action: 'create', count: 1860 },
        { entity: 'studies', action: 'update', count: 412 },
      ]),
      log: log(runningSince, [
        [0, 'info', 'Started by Priya Natarajan'],
        [1, 'info', 'Batch 1 of 23: 100 studies'],
        [3, 'info', 'Batch 2 of 23: 100 studies'],
      ]),
    }),
    migration({
      id: '2026_11_20_backfill_consent_versions',
      name: 'Backfill consent versions',
      description:
        'Sets the consent version on enrolments made before consent texts were versioned, from the study’s text at the time.',
      state: 'pending',
      created_at: '2026-11-20T14:40:00.000Z',
      plan: plan(
        [{ entity: 'enrolments', action: 'update', count: 1204 }],
        ['38 enrolments predate every consent text of their study and will get version 1.'],
      ),
    }),
    migration({
      id: '2026_11_18_normalise_postcodes',
      name: 'Normalise postcodes',
      description:
        'Upper-cases UK postcodes and puts the single space before the inward code, on addresses and sites.',
      state: 'pending',
      created_at: '2026-11-18T09:05:00.000Z',
      plan: plan([
        { entity: 'user addresses', action: 'update', count: 3377 },
        { entity: 'sites', action: 'update', count: 41 },
      ]),
    }),
    migration({
      id: '2026_11_12_merge_duplicate_sites',
      name: 'Merge duplicate sites',
      description:
        'Merges sites entered twice under the same code, moving their studies and patients to the older record.',
      state: 'failed',
      created_at: '2026-11-12T16:20:00.000Z',
      ran_at: new Date(failedAt).toISOString(),
      ran_by: 'Tom Becker',
      progress: { done: 812, total: 1530 },
      error:
        'Unique constraint violated: site code "LDN-04" is used by sites 118 and 241 with different addresses.',
      plan: plan([
        { entity: 'study sites', action: 'update', count: 1490 },
        { entity: 'sites', action: 'delete', count: 40 },
      ]),
      log: log(failedAt - 9 * 60_000, [
        [0, 'info', 'Started by Tom Becker'],
        [2, 'info', 'Merged 400 of 1530 records'],
        [5, 'info', 'Merged 800 of 1530 records'],
        [8, 'warning', 'Site 241 has a different address from site 118; keeping the older one'],
        [
          9,
          'error',
          'Unique constraint violated: site code "LDN-04" is used by sites 118 and 241 with different addresses.',
        ],
        [9, 'info', 'Stopped; the 812 records merged so far stay merged'],
      ]),
    }),
    ...done(now),
  ];
}

function done(now: number): MockMigration[] {
  const finished: [string, string, string, string, number, number][] = [
    [
      '2026_10_30_add_kit_barcodes',
      'Add kit barcodes',
      'Gives every kit without one a barcode from the provider’s range.',
      'Claire Dubois',
      9,
      2210,
    ],
    [
      '2026_10_02_archive_ended_studies',
      'Archive ended studies',
      'Marks studies whose end date has passed as archived.',
      'Tom Becker',
      40,
      37,
    ],
    [
      '2026_09_15_rename_call_statuses',
      'Rename call statuses',
      'Renames “No answer” to “Not reached” and merges “Voicemail” into it.',
      'Sanne de Vries',
      61,
      5844,
    ],
    [
      '2026_08_21_drop_legacy_tokens',
      'Drop legacy tokens',
      'Deletes sign-in tokens issued by the old portal, unused for over a year.',
      'Priya Natarajan',
      90,
      15120,
    ],
  ];
  return finished.map(([id, name, description, by, daysAgo, count]) => {
    const at = now - daysAgo * 24 * HOUR;
    return migration({
      id,
      name,
      description,
      state: 'done',
      created_at: new Date(at - 2 * 24 * HOUR).toISOString(),
      ran_at: new Date(at).toISOString(),
      ran_by: by,
      progress: { done: count, total: count },
      plan: plan([{ entity: name.split(' ').slice(1).join(' ').toLowerCase(), action: 'update', count }]),
      log: log(at - 5 * 60_000, [
        [0, 'info', `Started by ${by}`],
        [5, 'info', `Finished: ${count} records changed`],
      ]),
    });
  });
}
