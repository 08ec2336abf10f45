import { lockView } from '@resources/studies/shared/lock-view';

const sam = { holderId: 1, holderName: 'Sam Super', since: '2026-11-25T08:12:00Z' };

describe('the study lock as the screens offer it', () => {
  it('waits while unknown or checking out, offers the draft when free, edits when mine', () => {
    expect(lockView({ status: 'unknown' }, false)).toEqual({ kind: 'loading' });
    expect(lockView({ status: 'checking-out' }, true)).toEqual({ kind: 'loading' });
    expect(lockView({ status: 'free' }, false)).toEqual({ kind: 'free' });
    expect(lockView({ status: 'mine', lock: sam }, false)).toEqual({ kind: 'mine' });
  });

  it("names another holder; only a superuser may break a known holder's lock", () => {
    expect(lockView({ status: 'other', lock: sam }, false)).toEqual({
      kind: 'other',
      holder: 'Sam Super',
      canBreak: false,
    });
    expect(lockView({ status: 'other', lock: sam }, true)).toMatchObject({ canBreak: true });
    expect(lockView({ status: 'other', lock: { holderId: 9 } }, true)).toMatchObject({ holder: '9' });
    expect(lockView({ status: 'other', lock: null }, true)).toMatchObject({ canBreak: false });
  });

  it('keeps a lost lock apart, with the new holder when known', () => {
    expect(lockView({ status: 'lost', lock: sam }, false)).toEqual({ kind: 'lost', holder: 'Sam Super' });
    expect(lockView({ status: 'lost', lock: null }, false)).toEqual({ kind: 'lost', holder: null });
  });
});
