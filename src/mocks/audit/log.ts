import type { z } from '@/lib/zod';
import type { auditEntry } from '@/contract/audit';
import { onResetDb } from '../db';

// The mock server's audit log: append-only, each entry holding the hash of the one before it,
// so an entry altered (or removed) after the fact breaks the chain at that point.

export type AuditEntry = z.output<typeof auditEntry>;
/** The declared fields alone (a loose object's index signature would swallow them in `Omit`). */
type Declared<T> = { [K in keyof T as string extends K ? never : K]: T[K] };
export type NewEntry = Omit<Declared<AuditEntry>, 'id' | 'at' | 'prev_hash' | 'hash'>;

const GENESIS = '0'.repeat(64);
let entries: AuditEntry[] = [];
// Appends wait for one another: each needs the hash of the entry before it.
let tail: Promise<unknown> = Promise.resolve();

onResetDb(() => {
  entries = [];
  tail = Promise.resolve();
});

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** What an entry's hash covers: every field but the hash, in the order it was written. */
function hashedText(entry: AuditEntry): string {
  const { hash: _hash, ...rest } = entry;
  return JSON.stringify(rest);
}

/** Appends an entry stamped now, chained to the last one; resolves to it once hashed. */
export function append(entry: NewEntry): Promise<AuditEntry> {
  const next = tail.then(async () => {
    const previous = entries.at(-1);
    const draft: AuditEntry = {
      id: (typeof previous?.id === 'number' ? previous.id : entries.length) + 1,
      at: new Date().toISOString(),
      ...entry,
      prev_hash: previous?.hash ?? GENESIS,
      hash: '',
    };
    const written = Object.freeze({ ...draft, hash: await sha256(hashedText(draft)) });
    entries.push(written);
    return written;
  });
  tail = next.catch(() => undefined);
  return next;
}

/** Every entry, oldest first (read-only to callers; tests reach in to tamper on purpose). */
export function auditEntries(): AuditEntry[] {
  return entries;
}

/** Recomputes the chain: the first entry whose hash or link does not hold, if any. */
export async function verifyChain(): Promise<{
  ok: boolean;
  entries: number;
  first_broken_id: AuditEntry['id'] | null;
}> {
  let previous = GENESIS;
  for (const entry of entries) {
    if (entry.prev_hash !== previous || entry.hash !== (await sha256(hashedText(entry)))) {
      return { ok: false, entries: entries.length, first_broken_id: entry.id };
    }
    previous = entry.hash;
  }
  return { ok: true, entries: entries.length, first_broken_id: null };
}
