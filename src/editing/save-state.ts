/**
 * The save state of a working copy. `offline` keeps whether a save was asked for, so the save
 * runs by itself once the connection is back; a change made while offline only waits.
 */
export type SaveState =
  | { status: 'saved' }
  | { status: 'dirty' }
  | { status: 'saving' }
  | { status: 'failed'; message: string }
  | { status: 'offline'; saveWaiting: boolean };

export type SaveEvent =
  /** `dirty`: whether the working copy now differs from what the server holds. */
  | { type: 'edited'; dirty: boolean }
  | { type: 'save-started' }
  | { type: 'save-succeeded'; dirty: boolean }
  | { type: 'save-failed'; offline: boolean; message: string }
  | { type: 'connection'; online: boolean }
  /** A fresh copy from the server replaced the working copy (loaded, discarded, reloaded). */
  | { type: 'reset' };

export const SAVED: SaveState = { status: 'saved' };

function edited(state: SaveState, dirty: boolean): SaveState {
  if (!dirty) return state.status === 'saving' ? state : SAVED;
  // A failure or a lost connection stays on screen until a save goes through.
  if (state.status === 'saved') return { status: 'dirty' };
  return state;
}

export function saveReducer(state: SaveState, event: SaveEvent): SaveState {
  switch (event.type) {
    case 'edited':
      return edited(state, event.dirty);
    case 'save-started':
      return state.status === 'saved' || state.status === 'saving' ? state : { status: 'saving' };
    case 'save-succeeded':
      return event.dirty ? { status: 'dirty' } : SAVED;
    case 'save-failed':
      if (state.status !== 'saving') return state;
      return event.offline
        ? { status: 'offline', saveWaiting: true }
        : { status: 'failed', message: event.message };
    case 'connection':
      if (!event.online) {
        return state.status === 'dirty' ? { status: 'offline', saveWaiting: false } : state;
      }
      return state.status === 'offline' ? { status: 'dirty' } : state;
    case 'reset':
      return SAVED;
  }
}

/** Whether the working copy holds changes the server does not have. */
export function hasUnsavedChanges(state: SaveState): boolean {
  return state.status !== 'saved';
}
