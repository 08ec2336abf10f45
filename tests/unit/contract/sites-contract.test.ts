import { setToken } from '@/auth';
import { tokenFor } from '@/mocks/node';
import { adminStatusLogEntry, calls, referralAnswer } from '@resources/sites/contract';
import { expectTolerant, probeAll } from './area-contract';

describe('the sites area’s contract', () => {
  beforeEach(() => setToken(tokenFor('super@research.test')));

  it('every probe-able read answers as declared', async () => {
    expect(await probeAll(calls)).toEqual(['sites:referrals', 'sites:admin-status-log']);
  });

  it('a referral needs only its id; optional fields may be null, unknown ones stay', () => {
    expectTolerant(referralAnswer, { id: 4 }, [
      'subject_id',
      'name',
      'study_site_id',
      'study_site_code',
      'study_title',
      'status_id',
      'status_label',
      'admin_status_id',
      'admin_status_label',
      'referred_at',
      'updated_at',
    ]);
    expect(referralAnswer.safeParse({ subject_id: 'S-1' }).success).toBe(false);
  });

  it('an admin status log entry needs only its id', () => {
    expectTolerant(adminStatusLogEntry, { id: 'a1' }, [
      'admin_status_id',
      'admin_status_label',
      'note',
      'changed_by_name',
      'created_at',
    ]);
  });
});
