import type { LockState } from '@/editing';

/**
 * What the study screens offer for the check-out: `mine` edits, `other` reads with the holder's
 * name (a superuser may break the lock), `free` offers to start or resume the draft, `lost`
 * keeps the typed changes for the recovery dialog.
 */
export type LockView =
  | { kind: 'loading' }
  | { kind: 'free' }
  | { kind: 'mine' }
  | { kind: 'other'; holder: string; canBreak: boolean }
  | { kind: 'lost'; holder: string | null };

export function lockView(lock: LockState, superuser: boolean): LockView {
  switch (lock.status) {
    case 'unknown':
    case 'checking-out':
      return { kind: 'loading' };
    case 'free':
      return { kind: 'free' };
    case 'mine':
      return { kind: 'mine' };
    case 'other': {
      const holder = lock.lock?.holderName ?? (lock.lock ? String(lock.lock.holderId) : '');
      return { kind: 'other', holder, canBreak: superuser && lock.lock !== null };
    }
    case 'lost':
      return { kind: 'lost', holder: lock.lock?.holderName ?? null };
  }
}
