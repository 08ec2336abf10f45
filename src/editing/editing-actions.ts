import type { Dispatch } from 'react';
import type { EditingModel, ModelEvent } from './editing-reducer';
import { classifyFailure, failureMessage } from './failure';
import type { EditingAdapter, EditingId, Loaded, SigningCredentials } from './types';

export type Busy = 'check-out' | 'check-in' | 'take-over' | 'discard' | 'publish' | 'reload';

export interface ActionDeps<T> {
  adapter: EditingAdapter<T>;
  id: EditingId;
  dispatch: Dispatch<ModelEvent<T>>;
  /** The model as of the last render. */
  model: () => EditingModel<T>;
  me: () => string | number | null;
  setBusy: (busy: Busy | null) => void;
  /** Whether the editor refuses to save for now (it holds unfinished input); it tells the user why. */
  refused: () => boolean;
  /** Drops the entity's cached reads (lists, show pages, history) after the server changed it. */
  invalidate: () => void;
}

export interface EditingActions {
  /** Saves the working copy; resolves whether it went through. */
  save(): Promise<boolean>;
  checkOut(): Promise<void>;
  checkIn(): Promise<void>;
  takeOver(): Promise<void>;
  /** After a lost lock: takes it back (check out when free, take over when held) keeping the working copy. */
  retake(): Promise<void>;
  discard(): Promise<void>;
  /** With credentials, signed: the signature names the draft as the server last stored it. */
  publish(note: string, credentials?: SigningCredentials): Promise<boolean>;
  /** Reads the record again, dropping the working copy. */
  reload(): Promise<void>;
  /** Asks the server who holds the lock now, to name them after it was refused. */
  learnLock(): Promise<void>;
  /** A save or renew failed: an offline or lock-lost failure is recorded, others are left to the caller. */
  failed(error: unknown): 'offline' | 'failed' | 'lock-lost';
}

export function createActions<T>(deps: ActionDeps<T>): EditingActions {
  const { adapter, id, dispatch, model, me, setBusy, refused, invalidate } = deps;
  let inFlight: Promise<Loaded<T> | null> | null = null;

  async function busyWith(kind: Busy, task: () => Promise<void>): Promise<void> {
    setBusy(kind);
    try {
      await task();
    } catch {
      // The request's own handling has told the user why; the screen stays as it was.
    } finally {
      setBusy(null);
    }
  }

  async function learnLock(): Promise<void> {
    try {
      const loaded = await adapter.load(id);
      dispatch({ type: 'lock', event: { type: 'reported', lock: loaded.lock, me: me() } });
    } catch {
      // Unknown holder: the lost-lock dialog still offers its way out.
    }
  }

  function failed(error: unknown) {
    const failure = classifyFailure(error, adapter);
    if (failure === 'lock-lost') {
      dispatch({ type: 'lock', event: { type: 'refused', lock: null } });
      void learnLock();
    }
    return failure;
  }

  async function send(current: EditingModel<T>): Promise<Loaded<T> | null> {
    if (current.server === null || current.value === null) return null;
    dispatch({ type: 'save-started' });
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      dispatch({ type: 'save-failed', failure: 'offline', message: 'Offline' });
      return null;
    }
    try {
      const loaded = await adapter.save(id, current.value, current.server.version);
      dispatch({ type: 'saved', loaded, me: me() });
      invalidate();
      return loaded;
    } catch (error) {
      const failure = classifyFailure(error, adapter);
      dispatch({ type: 'save-failed', failure, message: failureMessage(error) });
      if (failure === 'lock-lost') void learnLock();
      return null;
    }
  }

  /** The record as stored after saving what is unsaved; null when the save did not go through. */
  async function saved(): Promise<Loaded<T> | null> {
    const current = model();
    if (current.lock.status !== 'mine' || refused()) return null;
    if (current.save.status === 'saved') return current.server;
    if (inFlight === null) {
      inFlight = send(current).finally(() => {
        inFlight = null;
      });
    }
    return inFlight;
  }

  async function retake(): Promise<void> {
    const lost = model().lock;
    if (lost.status !== 'lost') return;
    await busyWith('take-over', async () => {
      const lock =
        lost.lock === null || !adapter.takeOver ? await adapter.checkOut(id) : await adapter.takeOver(id);
      const loaded = await adapter.load(id);
      dispatch({ type: 'loaded', loaded: { ...loaded, lock }, me: me(), keepValue: true });
      invalidate();
    });
  }

  return {
    save: async () => (await saved()) !== null,
    checkOut: () =>
      busyWith('check-out', async () => {
        const before = model().server?.lock ?? null;
        dispatch({ type: 'lock', event: { type: 'check-out-started' } });
        try {
          const lock = await adapter.checkOut(id);
          dispatch({ type: 'lock', event: { type: 'reported', lock, me: me() } });
          invalidate();
        } catch (error) {
          if (classifyFailure(error, adapter) !== 'lock-lost') {
            dispatch({ type: 'lock', event: { type: 'reported', lock: before, me: me(), fresh: true } });
            return;
          }
          dispatch({ type: 'lock', event: { type: 'refused', lock: null } });
          await learnLock();
        }
      }),
    checkIn: () =>
      busyWith('check-in', async () => {
        if (!adapter.unlock) return;
        await adapter.unlock(id);
        dispatch({ type: 'lock', event: { type: 'released' } });
        invalidate();
      }),
    takeOver: () =>
      busyWith('take-over', async () => {
        if (!adapter.takeOver) return;
        const lock = await adapter.takeOver(id);
        const loaded = await adapter.load(id);
        dispatch({ type: 'loaded', loaded: { ...loaded, lock }, me: me() });
        invalidate();
      }),
    retake,
    discard: () =>
      busyWith('discard', async () => {
        const { server } = model();
        if (server === null) return;
        const loaded = server.state === 'draft' && adapter.discard ? await adapter.discard(id) : server;
        dispatch({ type: 'loaded', loaded, me: me() });
        if (loaded !== server) invalidate();
      }),
    publish: async (note, credentials) => {
      let published = false;
      await busyWith('publish', async () => {
        const current = await saved();
        if (current === null) return;
        const signature = credentials && { ...credentials, content_hash: current.contentHash ?? '' };
        const loaded = await adapter.publish(id, note.trim(), current, signature);
        dispatch({ type: 'loaded', loaded, me: me() });
        invalidate();
        published = true;
      });
      return published;
    },
    reload: () =>
      busyWith('reload', async () => {
        dispatch({ type: 'loaded', loaded: await adapter.load(id), me: me() });
      }),
    learnLock,
    failed,
  };
}
