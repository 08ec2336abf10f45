import { callApi } from '@/contract';
import type { DryRunAnswer, MigrationAnswer } from '../answers';
import { migrationDryRun, migrationRetry, migrationRun, migrationsAll } from '../contract';
import type { DryRun, Migration } from './migrations-types';

// Migrations' calls (docs/backend.md, "Labs").

export const migrationKeys = {
  all: ['labs', 'migrations'] as const,
};

/** A dry run as the card shows it: a missing count is 0, missing words are empty. */
function toDryRun(d: DryRunAnswer): DryRun {
  const changes = (d.changes ?? []).map((c) => ({
    entity: c.entity ?? '',
    action: c.action ?? '',
    count: c.count ?? 0,
  }));
  return {
    at: d.at ?? '',
    by: d.by ?? '',
    changes,
    total: d.total ?? changes.reduce((sum, c) => sum + c.count, 0),
    warnings: d.warnings ?? [],
  };
}

function toMigration(m: MigrationAnswer): Migration {
  return {
    id: m.id,
    // The run confirmation names the migration; without a name its id stands in.
    name: m.name ?? m.id,
    description: m.description ?? '',
    state: m.state,
    created_at: m.created_at ?? '',
    ran_at: m.ran_at ?? null,
    ran_by: m.ran_by ?? null,
    progress: m.progress ? { done: m.progress.done ?? 0, total: m.progress.total ?? 0 } : null,
    error: m.error ?? null,
    dry_run: m.dry_run ? toDryRun(m.dry_run) : null,
    log: (m.log ?? []).map((e) => ({ at: e.at ?? '', level: e.level ?? 'info', message: e.message ?? '' })),
  };
}

export async function getMigrations(): Promise<Migration[]> {
  return (await callApi(migrationsAll)).map(toMigration);
}

/** `POST /admin/migrations/{id}/dry-run`: what running it would change; nothing is written. */
export async function dryRunMigration(id: string): Promise<DryRun> {
  return toDryRun(await callApi(migrationDryRun, { path: { id } }));
}

/**
 * `POST /admin/migrations/{id}/run` (a pending one after its dry run) or `/retry` (a failed one),
 * naming the migration as the confirmation did; the key makes a repeated send start it once.
 */
export async function startMigration(
  id: string,
  how: 'run' | 'retry',
  confirmName: string,
  idempotencyKey: string,
): Promise<Migration> {
  const res = await callApi(how === 'run' ? migrationRun : migrationRetry, {
    path: { id },
    data: { confirm: confirmName },
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return toMigration(res);
}
