/**
 * One request per confirmed send. A confirmation opens the guard with a fresh key; the first
 * `begin` for it gets the key, every later call (a double click, Enter held down, a retry after
 * a timeout) gets the same answer instead of a second request. Only a new confirmation opens
 * it again. Pure, so it is tested without a screen.
 */
export type GuardState =
  | { phase: 'idle' }
  | { phase: 'confirmed'; key: string }
  | { phase: 'sending'; key: string }
  | { phase: 'done'; key: string; ok: boolean };

export const IDLE: GuardState = { phase: 'idle' };

export function confirm(state: GuardState, key: string): GuardState {
  return state.phase === 'sending' ? state : { phase: 'confirmed', key };
}

/** Whether a request may go now, and the state after asking. */
export function begin(state: GuardState): { send: boolean; state: GuardState } {
  if (state.phase !== 'confirmed') return { send: false, state };
  return { send: true, state: { phase: 'sending', key: state.key } };
}

export function finish(state: GuardState, key: string, ok: boolean): GuardState {
  return state.phase === 'sending' && state.key === key ? { phase: 'done', key, ok } : state;
}

/** A send whose answer never came may have gone: a retry reuses its key, so the server sends once. */
export function retry(state: GuardState): GuardState {
  return state.phase === 'done' && !state.ok ? { phase: 'confirmed', key: state.key } : state;
}
