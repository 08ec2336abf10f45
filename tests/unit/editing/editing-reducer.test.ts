import { editingReducer, initialModel } from '@/editing/editing-reducer';
import { ME, samsLock, stored, type Note } from './fixture';

const ready = () => editingReducer(initialModel<Note>(), { type: 'loaded', loaded: stored(), me: ME });
const edited = (title: string) =>
  editingReducer(ready(), { type: 'edited', update: (v) => ({ ...v, title }) });

describe('the editing model: working copy, save and lock together', () => {
  it('starts loading, then holds the server copy, saved, with the lock as reported', () => {
    expect(initialModel().phase).toBe('loading');
    const model = ready();
    expect(model).toMatchObject({ phase: 'ready', save: { status: 'saved' }, lock: { status: 'mine' } });
    expect(model.value).toEqual(stored().value);
  });

  it('a failed load says why, and a late failure does not replace a loaded record', () => {
    const failed = editingReducer(initialModel<Note>(), { type: 'load-failed', message: 'Nope' });
    expect(failed).toMatchObject({ phase: 'failed', loadError: 'Nope' });
    expect(editingReducer(ready(), { type: 'load-failed', message: 'Nope' }).phase).toBe('ready');
  });

  it('an edit changes the working copy and makes it dirty; editing back makes it saved', () => {
    const model = edited('Consent v2');
    expect(model.value?.title).toBe('Consent v2');
    expect(model.save.status).toBe('dirty');
    expect(
      editingReducer(model, { type: 'edited', update: (v) => ({ ...v, title: 'Consent' }) }).save.status,
    ).toBe('saved');
  });

  it('only the lock holder edits', () => {
    const theirs = editingReducer(initialModel<Note>(), {
      type: 'loaded',
      loaded: stored({ lock: samsLock }),
      me: ME,
    });
    expect(editingReducer(theirs, { type: 'edited', update: (v) => ({ ...v, title: 'X' }) })).toBe(theirs);
  });

  it("adopts the server's copy after a save when nothing was typed meanwhile", () => {
    const sending = editingReducer(edited('B'), { type: 'save-started' });
    const answer = stored({
      value: { title: 'B', body: 'Hello', updated_at: 't2' },
      version: 't2',
      state: 'draft',
    });
    const model = editingReducer(sending, { type: 'saved', loaded: answer, me: ME });
    expect(model.value).toEqual(answer.value);
    expect(model.save.status).toBe('saved');
    expect(model.server?.state).toBe('draft');
  });

  it('keeps what was typed during the save, still dirty', () => {
    const sending = editingReducer(edited('B'), { type: 'save-started' });
    const typing = editingReducer(sending, { type: 'edited', update: (v) => ({ ...v, title: 'BC' }) });
    const answer = stored({ value: { title: 'B', body: 'Hello', updated_at: 't2' }, version: 't2' });
    const model = editingReducer(typing, { type: 'saved', loaded: answer, me: ME });
    expect(model.value?.title).toBe('BC');
    expect(model.save.status).toBe('dirty');
  });

  it('a save answered with another holder loses the lock', () => {
    const sending = editingReducer(edited('B'), { type: 'save-started' });
    const model = editingReducer(sending, { type: 'saved', loaded: stored({ lock: samsLock }), me: ME });
    expect(model.lock).toEqual({ status: 'lost', lock: samsLock });
  });

  it('a save refused for the lock loses it and keeps the working copy', () => {
    const sending = editingReducer(edited('B'), { type: 'save-started' });
    const model = editingReducer(sending, {
      type: 'save-failed',
      failure: 'lock-lost',
      message: 'Checked out',
    });
    expect(model.lock).toEqual({ status: 'lost', lock: null });
    expect(model.value?.title).toBe('B');
    expect(model.save).toEqual({ status: 'failed', message: 'Checked out' });
  });

  it('a save without a connection waits offline', () => {
    const sending = editingReducer(edited('B'), { type: 'save-started' });
    const model = editingReducer(sending, {
      type: 'save-failed',
      failure: 'offline',
      message: 'Network error',
    });
    expect(model.save).toEqual({ status: 'offline', saveWaiting: true });
    expect(editingReducer(model, { type: 'connection', online: true }).save.status).toBe('dirty');
  });

  it('taking the lock back keeps the working copy on top of the fresh server copy', () => {
    const lost = editingReducer(edited('Mine'), { type: 'lock', event: { type: 'refused', lock: samsLock } });
    const fresh = stored({ value: { title: 'Theirs', body: 'Hello', updated_at: 't3' }, version: 't3' });
    const model = editingReducer(lost, { type: 'loaded', loaded: fresh, me: ME, keepValue: true });
    expect(model.value?.title).toBe('Mine');
    expect(model.server?.version).toBe('t3');
    expect(model.lock.status).toBe('mine');
    expect(model.save.status).toBe('dirty');
  });

  it('reloading (discard, publish, reload) replaces the working copy', () => {
    const model = editingReducer(edited('B'), { type: 'loaded', loaded: stored({ lock: null }), me: ME });
    expect(model.value?.title).toBe('Consent');
    expect(model.save.status).toBe('saved');
    expect(model.lock.status).toBe('free');
  });
});
