import { lockReducer, type LockEvent, type LockState } from '@/editing';

const mineLock = { holderId: 2, holderName: 'Stella Staff', since: '2026-11-25T09:14:00Z' };
const samLock = { holderId: 1, holderName: 'Sam Super', since: '2026-11-25T09:20:00Z' };
const me = 2;

const unknown: LockState = { status: 'unknown' };
const free: LockState = { status: 'free' };
const checkingOut: LockState = { status: 'checking-out' };
const mine: LockState = { status: 'mine', lock: mineLock };
const other: LockState = { status: 'other', lock: samLock };
const lostToSam: LockState = { status: 'lost', lock: samLock };
const lostUnknown: LockState = { status: 'lost', lock: null };

const report = (lock: typeof samLock | null, fresh = false): LockEvent => ({
  type: 'reported',
  lock,
  me,
  fresh,
});

describe('the check-out lock: held, lost, taken over', () => {
  it.each<[string, LockState, LockEvent, LockState]>([
    ['a record nobody holds is free', unknown, report(null, true), free],
    ['a record I hold is mine', unknown, report(mineLock, true), mine],
    ['a record someone else holds is theirs, read-only', unknown, report(samLock, true), other],
    ['checking out starts from free', free, { type: 'check-out-started' }, checkingOut],
    [
      'checking out starts from held by another (when the server may hand it over)',
      other,
      { type: 'check-out-started' },
      checkingOut,
    ],
    ['checking out does not start twice', mine, { type: 'check-out-started' }, mine],
    ['a check-out that went through is mine', checkingOut, report(mineLock), mine],
    ['a check-out answered with another holder is theirs', checkingOut, report(samLock), other],
    [
      'a refused check-out is held by someone else',
      checkingOut,
      { type: 'refused', lock: null },
      { status: 'other', lock: null },
    ],
    ['a renewal that still names me keeps it mine', mine, report(mineLock), mine],
    ['a renewal naming someone else means it was taken over: lost', mine, report(samLock), lostToSam],
    ['a renewal naming nobody means it expired: lost', mine, report(null), lostUnknown],
    ['a save or renew refused (409/423) loses it', mine, { type: 'refused', lock: null }, lostUnknown],
    ['learning who took it keeps it lost, now named', lostUnknown, report(samLock), lostToSam],
    ['taking it back makes it mine again', lostToSam, report(mineLock), mine],
    ['a fresh read after a publish that released it is free, not lost', mine, report(null, true), free],
    ['a fresh read after reloading a lost lock shows the holder', lostToSam, report(samLock, true), other],
    ['checking in releases it', mine, { type: 'released' }, free],
    ['taking over from another makes it mine', other, report(mineLock, true), mine],
  ])('%s', (_, state, event, next) => {
    expect(lockReducer(state, event)).toEqual(next);
  });

  it('compares holder ids as text (the server may send "2" or 2)', () => {
    expect(lockReducer(unknown, { type: 'reported', lock: { holderId: '2' }, me: 2 })).toEqual({
      status: 'mine',
      lock: { holderId: '2' },
    });
  });

  it('never counts a lock as mine before the user is known', () => {
    expect(lockReducer(unknown, { type: 'reported', lock: mineLock, me: null }).status).toBe('other');
  });
});
