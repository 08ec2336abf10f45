import { hasUnsavedChanges, saveReducer, type SaveEvent, type SaveState } from '@/editing';

const saved: SaveState = { status: 'saved' };
const dirty: SaveState = { status: 'dirty' };
const saving: SaveState = { status: 'saving' };
const failed: SaveState = { status: 'failed', message: 'Server on fire' };
const offlineWaiting: SaveState = { status: 'offline', saveWaiting: true };
const offlineIdle: SaveState = { status: 'offline', saveWaiting: false };

const edit: SaveEvent = { type: 'edited', dirty: true };
const revert: SaveEvent = { type: 'edited', dirty: false };
const start: SaveEvent = { type: 'save-started' };
const ok: SaveEvent = { type: 'save-succeeded', dirty: false };
const okEditedMeanwhile: SaveEvent = { type: 'save-succeeded', dirty: true };
const fail: SaveEvent = { type: 'save-failed', offline: false, message: 'Server on fire' };
const noNetwork: SaveEvent = { type: 'save-failed', offline: true, message: 'Network error' };
const online: SaveEvent = { type: 'connection', online: true };
const offline: SaveEvent = { type: 'connection', online: false };
const reset: SaveEvent = { type: 'reset' };

describe('the save state: saved, dirty, saving, failed with retry, offline', () => {
  it.each<[string, SaveState, SaveEvent, SaveState]>([
    ['an edit makes a saved copy dirty', saved, edit, dirty],
    ['an edit back to what the server has is saved', dirty, revert, saved],
    ['more edits keep it dirty', dirty, edit, dirty],
    ['saving starts from dirty', dirty, start, saving],
    ['there is nothing to save when saved', saved, start, saved],
    ['a second save while one runs is the same save', saving, start, saving],
    ['edits while saving wait for the save to answer', saving, edit, saving],
    ['a save that goes through is saved', saving, ok, saved],
    ['a save that goes through with edits made meanwhile stays dirty', saving, okEditedMeanwhile, dirty],
    ['a save the server refuses has failed, with its reason', saving, fail, failed],
    ['a save without a connection waits offline to run again', saving, noNetwork, offlineWaiting],
    ['retry runs the failed save again', failed, start, saving],
    ['the failure stays on screen while editing on', failed, edit, failed],
    ['reverting every change after a failure is saved', failed, revert, saved],
    ['losing the connection with unsaved changes says offline', dirty, offline, offlineIdle],
    ['losing the connection with nothing unsaved changes nothing', saved, offline, saved],
    ['losing the connection during a failure keeps the failure', failed, offline, failed],
    [
      'the connection back turns offline into dirty (the hook saves a waiting save)',
      offlineWaiting,
      online,
      dirty,
    ],
    ['the connection back from an idle offline is dirty', offlineIdle, online, dirty],
    ['saving can start offline (the hook checks the connection)', offlineWaiting, start, saving],
    ['edits offline stay offline', offlineIdle, edit, offlineIdle],
    ['a connection back while saved changes nothing', saved, online, saved],
    ['a fresh copy from the server is saved', failed, reset, saved],
    ['a late failure after a reset is ignored', saved, fail, saved],
  ])('%s', (_, state, event, next) => {
    expect(saveReducer(state, event)).toEqual(next);
  });

  it('counts everything but saved as unsaved changes', () => {
    expect(hasUnsavedChanges(saved)).toBe(false);
    for (const state of [dirty, saving, failed, offlineIdle, offlineWaiting]) {
      expect(hasUnsavedChanges(state)).toBe(true);
    }
  });
});
