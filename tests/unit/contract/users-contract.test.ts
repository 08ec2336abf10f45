import { setToken } from '@/auth';
import { tokenFor } from '@/mocks/node';
import { segment, userRecord, userSummary } from '@resources/users/answers';
import { calls } from '@resources/users/contract';
import { expectTolerant, probeAll } from './area-contract';

const USER_FIELDS = Object.keys(userRecord.def.shape).filter((k) => k !== 'id');

describe('the users area’s contract', () => {
  beforeEach(() => setToken(tokenFor('super@research.test')));

  it('every probe-able read answers as declared', async () => {
    expect(await probeAll(calls)).toEqual([
      'users:admin.one',
      'users:summary',
      'users:enrolments',
      'users:custom-properties',
      'users:calls',
      'calls.one',
      'calls.statuses',
      'users:documents',
      'documents.one.admin',
      'documents.content',
    ]);
  });

  it('a user needs only its id; optional fields may be null, unknown ones stay', () => {
    expect(USER_FIELDS).toContain('shipping_address');
    expectTolerant(userRecord, { id: 42 }, USER_FIELDS);
    expect(userRecord.safeParse({ email: 'a@b.test' }).success).toBe(false);
  });

  it('a summary may leave out every part; a segment whose query cannot be read is kept, unusable', () => {
    expectTolerant(userSummary, {}, [
      'enrolments',
      'last_call',
      'documents_awaiting_review',
      'orders_in_progress',
    ]);
    const odd = segment.safeParse({ id: 3, name: 'Odd', query: { age: { between: [1, 2] }, x: [{}] } });
    expect(odd.success && odd.data.query).toBe(null);
    const fine = segment.parse({ id: 4, query: { sex: 'female', age: { gte: 18 } } });
    expect(fine.query).toEqual({ sex: 'female', age: { gte: 18 } });
  });
});
