import { rows } from '@/mocks/db';

describe('the seeded call statuses', () => {
  it('names each status once, so the status choices hold no look-alikes', () => {
    const statuses = rows('call-statuses');
    expect(statuses.length).toBeGreaterThan(5);
    expect(new Set(statuses.map((s) => s.label)).size).toBe(statuses.length);
    expect(statuses.map((s) => String(s.label))).not.toContainEqual(expect.stringMatching(/ \d+$/));
  });
});
