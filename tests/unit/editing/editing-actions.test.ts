import { HttpError } from '@/http';
import { fakeAdapter, harness, ME, myLock, samsLock, stored } from './fixture';

const conflict = () => new HttpError({ status: 409, message: 'This note is checked out by another user.' });
const serverError = () => new HttpError({ status: 500, message: 'Forced 500' });
const noConnection = () => new HttpError({ status: 0, message: 'Network error' });

afterEach(() => vi.unstubAllGlobals());

describe('saving', () => {
  it('sends the working copy with the version it was based on, and invalidates the entity', async () => {
    const adapter = fakeAdapter();
    const h = harness(adapter);
    h.edit({ title: 'B' });
    expect(await h.actions.save()).toBe(true);
    expect(adapter.save).toHaveBeenCalledWith(7, { title: 'B', body: 'Hello', updated_at: 't1' }, 't1');
    expect(h.model().save.status).toBe('saved');
    expect(h.model().server?.state).toBe('draft');
    expect(h.invalidate).toHaveBeenCalled();
  });

  it('sends nothing when nothing changed', async () => {
    const adapter = fakeAdapter();
    expect(await harness(adapter).actions.save()).toBe(true);
    expect(adapter.save).not.toHaveBeenCalled();
  });

  it('sends one save for a double Ctrl+S', async () => {
    const adapter = fakeAdapter();
    const h = harness(adapter);
    h.edit({ title: 'B' });
    await Promise.all([h.actions.save(), h.actions.save()]);
    expect(adapter.save).toHaveBeenCalledTimes(1);
  });

  it('refuses to save or publish while the editor holds unfinished input, keeping the changes', async () => {
    const adapter = fakeAdapter();
    const h = harness(adapter);
    h.edit({ title: 'B' });
    h.unfinished.now = true;
    expect(await h.actions.save()).toBe(false);
    expect(await h.actions.publish('Typo fixed')).toBe(false);
    expect(adapter.save).not.toHaveBeenCalled();
    expect(adapter.publish).not.toHaveBeenCalled();
    expect(h.refused).toHaveBeenCalledTimes(2);
    expect(h.model().value?.title).toBe('B');
    h.unfinished.now = false;
    expect(await h.actions.save()).toBe(true);
    expect(adapter.save).toHaveBeenCalledTimes(1);
  });

  it('refuses even when the working copy itself has no change to send', async () => {
    const adapter = fakeAdapter();
    const h = harness(adapter);
    h.unfinished.now = true;
    expect(await h.actions.save()).toBe(false);
    expect(h.refused).toHaveBeenCalled();
  });

  it('a failed save keeps the changes and says why; retry saves them', async () => {
    const adapter = fakeAdapter();
    adapter.save.mockRejectedValueOnce(serverError());
    const h = harness(adapter);
    h.edit({ title: 'B' });
    expect(await h.actions.save()).toBe(false);
    expect(h.model().save).toEqual({ status: 'failed', message: 'Forced 500' });
    expect(h.model().value?.title).toBe('B');
    expect(await h.actions.save()).toBe(true);
    expect(h.model().save.status).toBe('saved');
  });

  it('a save that gets no answer (status 0) waits offline', async () => {
    const adapter = fakeAdapter();
    adapter.save.mockRejectedValueOnce(noConnection());
    const h = harness(adapter);
    h.edit({ title: 'B' });
    await h.actions.save();
    expect(h.model().save).toEqual({ status: 'offline', saveWaiting: true });
  });

  it('the browser offline sends nothing and waits', async () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    const adapter = fakeAdapter();
    const h = harness(adapter);
    h.edit({ title: 'B' });
    expect(await h.actions.save()).toBe(false);
    expect(adapter.save).not.toHaveBeenCalled();
    expect(h.model().save).toEqual({ status: 'offline', saveWaiting: true });
  });

  it('a save refused for the lock (409) loses it, keeps the changes and learns who holds it', async () => {
    const adapter = fakeAdapter();
    adapter.save.mockRejectedValueOnce(conflict());
    adapter.load.mockResolvedValueOnce(stored({ lock: samsLock }));
    const h = harness(adapter);
    h.edit({ title: 'B' });
    await h.actions.save();
    await vi.waitFor(() => expect(h.model().lock).toEqual({ status: 'lost', lock: samsLock }));
    expect(h.model().value?.title).toBe('B');
  });

  it('423 Locked loses the lock too, and a resource may decide otherwise', async () => {
    const locked = fakeAdapter();
    locked.save.mockRejectedValueOnce(new HttpError({ status: 423, message: 'Locked' }));
    locked.load.mockResolvedValueOnce(stored({ lock: samsLock }));
    const h = harness(locked);
    h.edit({ title: 'B' });
    await h.actions.save();
    await vi.waitFor(() => expect(h.model().lock).toEqual({ status: 'lost', lock: samsLock }));

    const own = fakeAdapter({ isLockLost: (e) => e.status === 423 });
    own.save.mockRejectedValueOnce(conflict());
    const h2 = harness(own);
    h2.edit({ title: 'B' });
    await h2.actions.save();
    expect(h2.model().lock.status).toBe('mine');
    expect(h2.model().save.status).toBe('failed');
  });

  it('a conflict while the server still names me as the holder keeps the lock, the save failed', async () => {
    const adapter = fakeAdapter();
    adapter.save.mockRejectedValueOnce(conflict());
    const h = harness(adapter);
    h.edit({ title: 'B' });
    await h.actions.save();
    await vi.waitFor(() => expect(adapter.load).toHaveBeenCalled());
    await vi.waitFor(() => expect(h.model().lock.status).toBe('mine'));
    expect(h.model().save.status).toBe('failed');
  });

  it('does not save without the lock', async () => {
    const adapter = fakeAdapter();
    const h = harness(adapter, stored({ lock: samsLock }));
    expect(await h.actions.save()).toBe(false);
    expect(adapter.save).not.toHaveBeenCalled();
  });
});

describe('the lock', () => {
  it('checks out a free record', async () => {
    const adapter = fakeAdapter();
    const h = harness(adapter, stored({ lock: null }));
    expect(h.model().lock.status).toBe('free');
    await h.actions.checkOut();
    expect(h.model().lock).toEqual({ status: 'mine', lock: myLock });
    expect(h.busy).toEqual(['check-out', null]);
  });

  it('a refused check-out names the holder', async () => {
    const adapter = fakeAdapter();
    adapter.checkOut.mockRejectedValueOnce(conflict());
    adapter.load.mockResolvedValueOnce(stored({ lock: samsLock }));
    const h = harness(adapter, stored({ lock: null }));
    await h.actions.checkOut();
    expect(h.model().lock).toEqual({ status: 'other', lock: samsLock });
  });

  it('a check-out that fails for another reason leaves the lock as it was', async () => {
    const adapter = fakeAdapter();
    adapter.checkOut.mockRejectedValueOnce(serverError());
    const h = harness(adapter, stored({ lock: null }));
    await h.actions.checkOut();
    expect(h.model().lock.status).toBe('free');
  });

  it('takes over from another holder and reads the record afresh', async () => {
    const adapter = fakeAdapter();
    const h = harness(adapter, stored({ lock: samsLock }));
    await h.actions.takeOver();
    expect(adapter.takeOver).toHaveBeenCalledWith(7);
    expect(h.model().lock.status).toBe('mine');
  });

  it('checks in', async () => {
    const adapter = fakeAdapter();
    const h = harness(adapter);
    await h.actions.checkIn();
    expect(adapter.unlock).toHaveBeenCalledWith(7);
    expect(h.model().lock.status).toBe('free');
  });

  it('a renewal refused for the lock loses it', async () => {
    const h = harness(fakeAdapter());
    expect(h.actions.failed(conflict())).toBe('lock-lost');
    expect(h.model().lock.status).toBe('lost');
  });

  it('a renewal without a connection keeps the lock (the next renewal tries again)', () => {
    const h = harness(fakeAdapter());
    expect(h.actions.failed(noConnection())).toBe('offline');
    expect(h.model().lock.status).toBe('mine');
  });

  it('after a lost lock, taking it back keeps the unsaved changes', async () => {
    const adapter = fakeAdapter();
    adapter.load.mockResolvedValue(
      stored({ value: { title: 'Theirs', body: 'Hello' }, version: 't9', lock: samsLock }),
    );
    const h = harness(adapter);
    h.edit({ title: 'Mine' });
    h.dispatch({ type: 'lock', event: { type: 'refused', lock: samsLock } });
    await h.actions.retake();
    expect(adapter.takeOver).toHaveBeenCalled();
    expect(h.model().lock).toEqual({ status: 'mine', lock: myLock });
    expect(h.model().value?.title).toBe('Mine');
    expect(h.model().server?.version).toBe('t9');
  });

  it('after a lock that expired (nobody holds it), taking it back checks out again', async () => {
    const adapter = fakeAdapter({ takeOver: undefined });
    const h = harness(adapter);
    h.edit({ title: 'Mine' });
    h.dispatch({ type: 'lock', event: { type: 'refused', lock: null } });
    await h.actions.retake();
    expect(adapter.checkOut).toHaveBeenCalled();
    expect(h.model().value?.title).toBe('Mine');
  });

  it('reload drops the working copy for what the server holds', async () => {
    const adapter = fakeAdapter();
    adapter.load.mockResolvedValue(stored({ lock: samsLock }));
    const h = harness(adapter);
    h.edit({ title: 'Mine' });
    h.dispatch({ type: 'lock', event: { type: 'refused', lock: samsLock } });
    await h.actions.reload();
    expect(h.model().value?.title).toBe('Consent');
    expect(h.model().lock.status).toBe('other');
    expect(h.model().save.status).toBe('saved');
  });
});

describe('discard and publish', () => {
  it('discarding a draft deletes it on the server and shows the published version', async () => {
    const adapter = fakeAdapter();
    const h = harness(adapter, stored({ state: 'draft', value: { title: 'Draft', body: 'Hello' } }));
    h.edit({ title: 'Draft 2' });
    await h.actions.discard();
    expect(adapter.discard).toHaveBeenCalledWith(7);
    expect(h.model().value?.title).toBe('Consent');
    expect(h.model().server?.state).toBe('published');
    expect(h.model().save.status).toBe('saved');
  });

  it('discarding unsaved changes to a published record sends nothing', async () => {
    const adapter = fakeAdapter();
    const h = harness(adapter);
    h.edit({ title: 'B' });
    await h.actions.discard();
    expect(adapter.discard).not.toHaveBeenCalled();
    expect(h.model().value?.title).toBe('Consent');
  });

  it('publishing saves what is unsaved first, then publishes with the trimmed note', async () => {
    const adapter = fakeAdapter();
    const h = harness(adapter);
    h.edit({ title: 'B' });
    expect(await h.actions.publish('  Fixed the title  ')).toBe(true);
    expect(adapter.save).toHaveBeenCalledTimes(1);
    const [, note, current] = adapter.publish.mock.calls[0] ?? [];
    expect(note).toBe('Fixed the title');
    expect(current).toMatchObject({ state: 'draft', version: 't2' });
    // The server released the lock on publish: free, not lost.
    expect(h.model().lock.status).toBe('free');
  });

  it('does not publish when the save first fails', async () => {
    const adapter = fakeAdapter();
    adapter.save.mockRejectedValueOnce(serverError());
    const h = harness(adapter);
    h.edit({ title: 'B' });
    expect(await h.actions.publish('note')).toBe(false);
    expect(adapter.publish).not.toHaveBeenCalled();
  });

  it('a refused publish reports false and keeps the record as it was', async () => {
    const adapter = fakeAdapter();
    adapter.publish.mockRejectedValueOnce(serverError());
    const h = harness(adapter);
    expect(await h.actions.publish('note')).toBe(false);
    expect(h.model().lock.status).toBe('mine');
    expect(h.busy.at(-1)).toBeNull();
  });
});

it('identifies the user by id as the server does', () => {
  expect(ME).toBe(myLock.holderId);
});
