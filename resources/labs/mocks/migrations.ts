import type { z } from '@/lib/zod';
import { onDataReset } from '@/mocks/controls';
import { answer, declared } from '@/mocks/lib/declared';
import { fail, notFound, nowIso, readData, str } from '@/mocks/lib/respond';
import type { dryRunAnswer, migrationAnswer } from '../answers';
import { migrationDryRun, migrationRun, migrationRetry, migrationsAll } from '../contract';
import { actorOf, labsRefusal } from './access';
import { seedMigrations, type MockMigration } from './migrations-seed';
import type { DryRun } from '../migrations/migrations-types';

let migrations: MockMigration[] | null = null;
const answered = new Map<string, z.input<typeof migrationAnswer>>();
onDataReset(() => {
  migrations = null;
  answered.clear();
});

function all(): MockMigration[] {
  migrations ??= seedMigrations(Date.now());
  for (const m of migrations) advance(m);
  return migrations;
}

/** A running migration's progress follows the clock; at the end it is done, with a last log line. */
function advance(m: MockMigration): void {
  if (m.state !== 'running' || m.startedMs === null) return;
  const total = m.plan.total;
  const share = Math.min(1, (Date.now() - m.startedMs) / m.durationMs);
  const start = m.progress?.done ?? 0;
  m.progress = { done: Math.max(start, Math.floor(share * total)), total };
  if (share < 1) return;
  m.state = 'done';
  m.ran_at = nowIso();
  m.log = [...m.log, { at: m.ran_at, level: 'info', message: `Finished: ${total} records changed` }];
}

/** A dry run's findings as the dry-run call answers them. */
const dryRunOf = (d: DryRun): z.input<typeof dryRunAnswer> => ({ ...d });

/** A migration as the migration calls answer it: without what the mock keeps to run it. */
const view = ({
  startedMs: _s,
  durationMs: _d,
  plan: _p,
  ...m
}: MockMigration): z.input<typeof migrationAnswer> => ({
  ...m,
  dry_run: m.dry_run && dryRunOf(m.dry_run),
  log: m.log.map((l) => ({ ...l })),
});

function start(how: 'run' | 'retry') {
  const decl = how === 'run' ? migrationRun : migrationRetry;
  return declared(decl, async ({ request, params }) => {
    const refusal = labsRefusal(request);
    if (refusal) return refusal;
    const key = request.headers.get('Idempotency-Key') ?? '';
    const earlier = answered.get(key);
    if (earlier) return answer(decl, earlier);
    const m = all().find((x) => x.id === params.id);
    if (!m) return notFound('Migration');
    if (how === 'run' && m.state !== 'pending') return fail(409, 'Only a pending migration can be run.');
    if (how === 'retry' && m.state !== 'failed') return fail(409, 'Only a failed migration can be retried.');
    if (how === 'run' && !m.dry_run) return fail(409, 'Dry-run this migration before running it.');
    if (str((await readData(request)).confirm) !== m.name)
      return fail(422, 'The confirmation does not name this migration.', { confirm: 'does not match' });
    const by = actorOf(request);
    const at = nowIso();
    Object.assign(m, {
      state: 'running',
      ran_at: at,
      ran_by: by,
      error: null,
      startedMs: Date.now(),
      progress: { done: how === 'retry' ? (m.progress?.done ?? 0) : 0, total: m.plan.total },
    });
    const line =
      how === 'retry' ? `Retried by ${by} from record ${m.progress?.done ?? 0}` : `Started by ${by}`;
    m.log = [...m.log, { at, level: 'info', message: line }];
    const started = view(m);
    if (key) answered.set(key, started);
    return answer(decl, started);
  });
}

/** Migrations (docs/backend.md, "Labs"): dry run, run and retry, with progress from the clock. */
export const migrationHandlers = [
  declared(migrationsAll, ({ request }) => labsRefusal(request) ?? answer(migrationsAll, all().map(view))),

  declared(migrationDryRun, ({ request, params }) => {
    const refusal = labsRefusal(request);
    if (refusal) return refusal;
    const m = all().find((x) => x.id === params.id);
    if (!m) return notFound('Migration');
    if (m.state !== 'pending') return fail(409, 'Only a pending migration can be dry-run.');
    m.dry_run = { ...m.plan, at: nowIso(), by: actorOf(request) };
    m.log = [
      ...m.log,
      {
        at: m.dry_run.at,
        level: 'info',
        message: `Dry run by ${m.dry_run.by}: ${m.plan.total} records would change`,
      },
    ];
    return answer(migrationDryRun, dryRunOf(m.dry_run));
  }),

  start('run'),
  start('retry'),
];
