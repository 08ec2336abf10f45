import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useGetIdentity } from 'react-admin';
import { queryKeys } from '@/data/query-keys';
import { createActions, type Busy, type EditingActions } from './editing-actions';
import { editingReducer, initialModel, type EditingModel } from './editing-reducer';
import { failureMessage } from './failure';
import { hasUnsavedChanges, type SaveState } from './save-state';
import { browserTimer, type IntervalTimer } from './timer';
import type { DiffEntry, EditingAdapter, EditingId } from './types';
import { useSaveShortcut } from '@/ui/use-save-shortcut';
import { useUnsavedChangesGuard } from './use-unsaved-guard';

export const DEFAULT_RENEW_MS = 60_000;

const DIRTY: SaveState = { status: 'dirty' };

export interface UseEditingOptions {
  timer?: IntervalTimer;
  /** Addresses under this path are the editor's own (its tabs): going there is not leaving it. */
  scope?: string;
  /**
   * The editor holds input its working copy cannot take yet (a half-typed date). That counts as
   * unsaved (leaving asks first) and every save, a publish's included, is refused until it is
   * finished, calling `onRefused` so the editor can take the user back to it.
   */
  unfinished?: boolean;
  onRefused?: () => void;
}

export interface Editing<T> extends Omit<EditingActions, 'learnLock' | 'failed'> {
  adapter: EditingAdapter<T>;
  id: EditingId;
  model: EditingModel<T>;
  /** Only the holder of the lock edits. */
  canEdit: boolean;
  unsaved: boolean;
  /** The working copy against what the server holds, in the resource's words. */
  changes: DiffEntry[];
  busy: Busy | null;
  edit(next: (current: T) => T): void;
}

/**
 * The editing lifecycle of one record: loads it, keeps the working copy, its save state and the
 * lock (renewed while held), saves on Ctrl/Cmd+S and guards unsaved changes on leaving. The adapter
 * must be a stable object (a module constant in the resource's api.ts).
 */
export function useEditing<T>(
  adapter: EditingAdapter<T>,
  id: EditingId,
  options: UseEditingOptions = {},
): Editing<T> {
  const { timer = browserTimer, scope, unfinished = false, onRefused } = options;
  const [reduced, dispatch] = useReducer(editingReducer<T>, undefined, initialModel<T>);
  // What is still being typed is not saved either: the save state must not read "saved".
  const model = useMemo(
    () => (unfinished && reduced.save.status === 'saved' ? { ...reduced, save: DIRTY } : reduced),
    [reduced, unfinished],
  );
  const [busy, setBusy] = useState<Busy | null>(null);
  const { identity, isPending: identifying } = useGetIdentity();
  const me = identity?.id ?? null;
  const queryClient = useQueryClient();

  const latest = useRef({ model, me, unfinished, onRefused });
  useEffect(() => {
    latest.current = { model, me, unfinished, onRefused };
  }, [model, me, unfinished, onRefused]);

  const actions = useMemo(
    () =>
      createActions<T>({
        adapter,
        id,
        dispatch,
        model: () => latest.current.model,
        me: () => latest.current.me,
        setBusy,
        refused: () => {
          if (!latest.current.unfinished) return false;
          latest.current.onRefused?.();
          return true;
        },
        invalidate: () => void queryClient.invalidateQueries({ queryKey: queryKeys(adapter.resource).all }),
      }),
    [adapter, id, queryClient],
  );

  useEffect(() => {
    if (identifying) return;
    let live = true;
    adapter.load(id).then(
      (loaded) => live && dispatch({ type: 'loaded', loaded, me }),
      (error: unknown) => live && dispatch({ type: 'load-failed', message: failureMessage(error) }),
    );
    return () => {
      live = false;
    };
  }, [adapter, id, identifying, me]);

  const holding = model.lock.status === 'mine';
  useEffect(() => {
    if (!holding) return;
    return timer.every(adapter.renewEveryMs ?? DEFAULT_RENEW_MS, () => {
      adapter.renew(id).then(
        (lock) => dispatch({ type: 'lock', event: { type: 'reported', lock, me: latest.current.me } }),
        (error: unknown) => actions.failed(error),
      );
    });
  }, [holding, timer, adapter, id, actions]);

  useEffect(() => {
    const online = () => {
      const was = latest.current.model.save;
      dispatch({ type: 'connection', online: true });
      if (was.status === 'offline' && was.saveWaiting) void actions.save();
    };
    const offline = () => dispatch({ type: 'connection', online: false });
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  }, [actions]);

  const unsaved = hasUnsavedChanges(model.save);
  useSaveShortcut(useCallback(() => void actions.save(), [actions]));
  useUnsavedChangesGuard(unsaved, scope);

  const { server, value } = model;
  // The diff in words follows the typing a moment behind: on a long record it is the costliest
  // thing a keystroke would otherwise wait for.
  const described = useDeferredValue(value);
  const changes = useMemo(
    () => (server !== null && described !== null ? adapter.diff(server.value, described) : []),
    [adapter, server, described],
  );
  const edit = useCallback((update: (current: T) => T) => dispatch({ type: 'edited', update }), []);

  const { learnLock: _learnLock, failed: _failed, ...rest } = actions;
  return { ...rest, adapter, id, model, canEdit: holding, unsaved, changes, busy, edit };
}
