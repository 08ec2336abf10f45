import { lockReducer, type LockEvent, type LockState } from './lock-state';
import { SAVED, saveReducer, type SaveState } from './save-state';
import { sameValue } from './same-value';
import type { EditingLock, Loaded } from './types';

type Me = string | number | null;

/** Everything the editor knows about one record: what the server holds, the working copy, save and lock. */
export interface EditingModel<T> {
  phase: 'loading' | 'ready' | 'failed';
  loadError: string | null;
  server: Loaded<T> | null;
  value: T | null;
  /** What the save in flight sent: edits made meanwhile stay unsaved, the server's own touches are adopted. */
  sending: T | null;
  save: SaveState;
  lock: LockState;
}

export type ModelEvent<T> =
  /** A fresh copy from the server. `keepValue` (the lock taken back) keeps the working copy on top of it. */
  | { type: 'loaded'; loaded: Loaded<T>; me: Me; keepValue?: boolean }
  | { type: 'load-failed'; message: string }
  /** A pure update of the working copy, applied to the latest one. */
  | { type: 'edited'; update: (current: T) => T }
  | { type: 'save-started' }
  | { type: 'saved'; loaded: Loaded<T>; me: Me }
  | {
      type: 'save-failed';
      failure: 'offline' | 'failed' | 'lock-lost';
      message: string;
      lock?: EditingLock | null;
    }
  | { type: 'connection'; online: boolean }
  | { type: 'lock'; event: LockEvent };

export function initialModel<T>(): EditingModel<T> {
  return {
    phase: 'loading',
    loadError: null,
    server: null,
    value: null,
    sending: null,
    save: SAVED,
    lock: { status: 'unknown' },
  };
}

const differs = <T>(value: T | null, server: Loaded<T> | null) =>
  value !== null && server !== null && !sameValue(value, server.value);

function loaded<T>(model: EditingModel<T>, event: Extract<ModelEvent<T>, { type: 'loaded' }>) {
  const value = event.keepValue && model.value !== null ? model.value : event.loaded.value;
  const lock = lockReducer(model.lock, {
    type: 'reported',
    lock: event.loaded.lock,
    me: event.me,
    fresh: true,
  });
  const save = differs(value, event.loaded) ? ({ status: 'dirty' } as const) : SAVED;
  return {
    ...model,
    phase: 'ready' as const,
    loadError: null,
    server: event.loaded,
    value,
    sending: null,
    save,
    lock,
  };
}

function saved<T>(model: EditingModel<T>, event: Extract<ModelEvent<T>, { type: 'saved' }>) {
  const untouched = model.sending !== null && sameValue(model.value, model.sending);
  const value = untouched ? event.loaded.value : model.value;
  const lock = lockReducer(model.lock, { type: 'reported', lock: event.loaded.lock, me: event.me });
  const save = saveReducer(model.save, { type: 'save-succeeded', dirty: differs(value, event.loaded) });
  return { ...model, server: event.loaded, value, sending: null, save, lock };
}

function edited<T>(model: EditingModel<T>, server: Loaded<T>, value: T): EditingModel<T> {
  return {
    ...model,
    value,
    save: saveReducer(model.save, { type: 'edited', dirty: differs(value, server) }),
  };
}

export function editingReducer<T>(model: EditingModel<T>, event: ModelEvent<T>): EditingModel<T> {
  switch (event.type) {
    case 'loaded':
      return loaded(model, event);
    case 'load-failed':
      return model.phase === 'ready' ? model : { ...model, phase: 'failed', loadError: event.message };
    case 'edited':
      // Only the lock holder edits; after a lost lock the working copy is frozen for recovery.
      if (model.lock.status !== 'mine' || model.server === null || model.value === null) return model;
      return edited(model, model.server, event.update(model.value));
    case 'save-started': {
      const save = saveReducer(model.save, { type: 'save-started' });
      return save === model.save ? model : { ...model, save, sending: model.value };
    }
    case 'saved':
      return saved(model, event);
    case 'save-failed': {
      const save = saveReducer(model.save, {
        type: 'save-failed',
        offline: event.failure === 'offline',
        message: event.message,
      });
      const lock =
        event.failure === 'lock-lost'
          ? lockReducer(model.lock, { type: 'refused', lock: event.lock ?? null })
          : model.lock;
      return { ...model, save, lock, sending: null };
    }
    case 'connection':
      return { ...model, save: saveReducer(model.save, event) };
    case 'lock':
      return { ...model, lock: lockReducer(model.lock, event.event) };
  }
}
