import type { EditingLock } from './types';

/**
 * The check-out as this user sees it. Only `mine` may edit; `lost` means it was mine and the
 * server no longer agrees (taken over, expired), which opens the recovery dialog.
 */
export type LockState =
  | { status: 'unknown' }
  | { status: 'free' }
  | { status: 'checking-out' }
  | { status: 'mine'; lock: EditingLock }
  | { status: 'other'; lock: EditingLock | null }
  | { status: 'lost'; lock: EditingLock | null };

export type LockEvent =
  /**
   * The server's view of the lock: after a check-out, renew, take-over or save. `fresh` (a load, a
   * publish, a discard) reads it anew: a lock released there was given up, not lost.
   */
  | { type: 'reported'; lock: EditingLock | null; me: string | number | null; fresh?: boolean }
  | { type: 'check-out-started' }
  /** A check-out or save was refused, with the holder when the server named one. */
  | { type: 'refused'; lock: EditingLock | null }
  | { type: 'released' };

export const isMine = (lock: EditingLock | null, me: string | number | null): lock is EditingLock =>
  lock !== null && me !== null && String(lock.holderId) === String(me);

function reported(state: LockState, event: Extract<LockEvent, { type: 'reported' }>): LockState {
  const { lock, me } = event;
  if (isMine(lock, me)) return { status: 'mine', lock };
  // Losing a lock is told apart from never having had it: only the first has changes at stake.
  if (!event.fresh && (state.status === 'mine' || state.status === 'lost')) return { status: 'lost', lock };
  return lock === null ? { status: 'free' } : { status: 'other', lock };
}

export function lockReducer(state: LockState, event: LockEvent): LockState {
  switch (event.type) {
    case 'reported':
      return reported(state, event);
    case 'check-out-started':
      return state.status === 'free' || state.status === 'other' ? { status: 'checking-out' } : state;
    case 'refused':
      if (state.status === 'mine' || state.status === 'lost') return { status: 'lost', lock: event.lock };
      return { status: 'other', lock: event.lock };
    case 'released':
      return { status: 'free' };
  }
}
