import { setToken } from '@/auth';
import { tokenFor } from '@/mocks/node';
import { activityEntry, calls, metricsAnswer, templateRef } from '@resources/emails/contract';
import { expectTolerant, probeAll } from './area-contract';

describe('the email area’s contract', () => {
  beforeEach(() => setToken(tokenFor('super@research.test')));

  it('every probe-able read answers as declared', async () => {
    expect(await probeAll(calls)).toEqual([
      'emails:audience',
      'emails:activity',
      'emails:metrics',
      'emails:template-block.usage',
    ]);
  });

  it('an activity entry needs only its id; optional fields may be null, unknown ones stay', () => {
    expectTolerant(activityEntry, { id: 12 }, [
      'template_id',
      'action',
      'at',
      'by',
      'language',
      'recipients',
      'copy_id',
      'from_template_id',
    ]);
    // A kind of activity this console does not know yet is still an entry.
    expect(activityEntry.safeParse({ id: 1, action: 'archived' }).success).toBe(true);
    expect(activityEntry.safeParse({ action: 'sent' }).success).toBe(false);
  });

  it('metrics need their totals and days, each count may be missing', () => {
    expectTolerant(metricsAnswer, { totals: {}, daily: [{ date: '2026-01-01' }] }, []);
    const nulls = { totals: { sent: null }, daily: [{ date: '2026-01-01', opened: null }] };
    expect(metricsAnswer.safeParse(nulls).success).toBe(true);
    expect(metricsAnswer.safeParse({ totals: {} }).success).toBe(false);
    expectTolerant(templateRef, { id: 3 }, ['name']);
  });
});
