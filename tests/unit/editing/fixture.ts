import { vi } from 'vitest';
import { createActions, type Busy } from '@/editing/editing-actions';
import { editingReducer, initialModel, type EditingModel, type ModelEvent } from '@/editing/editing-reducer';
import {
  fieldChanges,
  type EditingAdapter,
  type EditingEvent,
  type EditingId,
  type EditingLock,
  type EditingVersion,
  type Loaded,
} from '@/editing';

export interface Note {
  title: string;
  body: string;
  updated_at?: string;
}

export const ME = 2;
export const myLock: EditingLock = {
  holderId: ME,
  holderName: 'Stella Staff',
  since: '2026-11-25T09:14:00Z',
};
export const samsLock: EditingLock = { holderId: 1, holderName: 'Sam Super', since: '2026-11-25T09:20:00Z' };

export const stored = (over: Partial<Loaded<Note>> = {}): Loaded<Note> => ({
  value: { title: 'Consent', body: 'Hello', updated_at: 't1' },
  state: 'published',
  version: 't1',
  lock: myLock,
  ...over,
});

/** An adapter whose every call is a mock, answering a record checked out by me. */
export function fakeAdapter(over: Partial<EditingAdapter<Note>> = {}) {
  const adapter = {
    resource: 'notes',
    load: vi.fn(async (_id: EditingId) => stored()),
    checkOut: vi.fn(async (_id: EditingId) => myLock),
    renew: vi.fn(async (_id: EditingId) => myLock),
    unlock: vi.fn(async (_id: EditingId) => undefined),
    takeOver: vi.fn(async (_id: EditingId) => myLock),
    save: vi.fn(async (_id: EditingId, value: Note, _base: EditingVersion) =>
      stored({ value: { ...value, updated_at: 't2' }, state: 'draft', version: 't2' }),
    ),
    discard: vi.fn(async (_id: EditingId) => stored()),
    publish: vi.fn(async (_id: EditingId, _note: string, _current: Loaded<Note>) => stored({ lock: null })),
    history: vi.fn(async (_id: EditingId): Promise<EditingEvent[]> => []),
    diff: (a: Note, b: Note) =>
      fieldChanges(a, b, [
        { key: 'title', label: 'Title' },
        { key: 'body', label: 'Body' },
      ]),
    title: (n: Note) => n.title,
  } satisfies EditingAdapter<Note>;
  return Object.assign(adapter, over);
}

/** The actions over a model held in a plain variable, as the hook holds it in React state. */
export function harness(adapter: EditingAdapter<Note>, start: Loaded<Note> = stored()) {
  let model: EditingModel<Note> = editingReducer(initialModel<Note>(), {
    type: 'loaded',
    loaded: start,
    me: ME,
  });
  const busy: (Busy | null)[] = [];
  const invalidate = vi.fn();
  // Set by a test whose editor holds unfinished input (a half-typed date).
  const unfinished = { now: false };
  const refused = vi.fn(() => unfinished.now);
  const dispatch = (event: ModelEvent<Note>) => {
    model = editingReducer(model, event);
  };
  const actions = createActions<Note>({
    adapter,
    id: 7,
    dispatch,
    model: () => model,
    me: () => ME,
    setBusy: (b) => busy.push(b),
    refused,
    invalidate,
  });
  const edit = (change: Partial<Note>) => dispatch({ type: 'edited', update: (v) => ({ ...v, ...change }) });
  return { actions, model: () => model, dispatch, edit, busy, invalidate, unfinished, refused };
}
