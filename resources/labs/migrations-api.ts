import { pathSegment } from '@/data';
import { request } from '@/http';
import type { DryRun, Migration } from './migrations-types';

// Migrations' calls (src/data/API.md, "Labs").

export const migrationKeys = {
  all: ['labs', 'migrations'] as const,
};

export async function getMigrations(): Promise<Migration[]> {
  return (await request<Migration[]>('/admin/migrations')).data;
}

/** `POST /admin/migrations/{id}/dry-run`: what running it would change; nothing is written. */
export async function dryRunMigration(id: string): Promise<DryRun> {
  return (await request<DryRun>(`/admin/migrations/${pathSegment(id)}/dry-run`, { method: 'POST' })).data;
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
  const res = await request<Migration>(`/admin/migrations/${pathSegment(id)}/${how}`, {
    method: 'POST',
    data: { confirm: confirmName },
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return res.data;
}
