import { setToken } from '@/auth';
import { tokenFor } from '@/mocks/node';
import {
  ACTING_STAFF_HEADER,
  calls,
  foundUserAnswer,
  impersonationAnswer,
  start,
  startedAnswer,
  stop,
} from '@resources/impersonate/contract';
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

  it('a start says for how long, and answers a staff token or a participant code with when it expires', () => {
    expect(start.access).toEqual({ anyOf: ['perm.admin_client.feature.impersonate'] });
    expect(start.body?.safeParse({ user_id: 7, reason: 'Ticket', duration_minutes: 30 }).success).toBe(true);
    expect(start.body?.safeParse({ user_id: 7, reason: 'Ticket' }).success).toBe(false);
    const base = { id: 9, user_id: 7, expires_at: '2026-01-01T10:30:00Z' };
    expect(startedAnswer.safeParse({ ...base, kind: 'staff', token: 'a.b.c' }).success).toBe(true);
    expect(startedAnswer.safeParse({ ...base, kind: 'participant', code: 'abc' }).success).toBe(true);
    expect(startedAnswer.safeParse({ ...base, kind: 'robot' }).success).toBe(false);
    expect(startedAnswer.safeParse({ id: 9, user_id: 7, kind: 'staff' }).success).toBe(false);
  });

  it('stop is open to any signed-in token (an impersonation token holds the target’s permissions)', () => {
    expect(stop.access).toBe('signed-in');
    expect(stop.degrade).toBeTruthy();
  });

  it('names the header that carries the real staff member', () => {
    expect(ACTING_STAFF_HEADER).toBe('Acting-Staff-Id');
  });
});
