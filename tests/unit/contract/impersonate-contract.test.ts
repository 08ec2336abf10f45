import { setToken } from '@/auth';
import { tokenFor } from '@/mocks/node';
import { calls, foundUserAnswer, impersonationAnswer } from '@resources/impersonate/contract';
import { expectTolerant, probeAll } from './area-contract';

describe('the impersonation area’s contract', () => {
  beforeEach(() => setToken(tokenFor('super@research.test')));

  it('every probe-able read answers as declared', async () => {
    expect(await probeAll(calls)).toEqual(['impersonate:current', 'impersonate:recent', 'impersonate:user']);
  });

  it('a session needs its id and the user acted as; the rest may be null, unknown fields stay', () => {
    expectTolerant(impersonationAnswer, { id: 1, user_id: 118 }, [
      'staff_id',
      'staff_name',
      'user_name',
      'reason',
      'started_at',
      'ended_at',
    ]);
    expect(impersonationAnswer.safeParse({ id: 1 }).success).toBe(false);
  });

  it('a user found needs only its id', () => {
    expectTolerant(foundUserAnswer, { id: 7 }, ['email', 'fullname']);
  });
});
