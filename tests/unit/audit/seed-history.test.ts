import { auditEntries, verifyChain } from '@/mocks/audit/log';
import { controls } from '@/mocks/controls';
// The seeder registers itself with the controls when the audit mock loads.
import '@/mocks/audit/seed-history';

// `__mock.seedHistory` gives one record a long history, chained like any other, for timing.

describe('seeding a long history', () => {
  it('adds the entries to the record, newest last, and the chain still verifies', async () => {
    const before = auditEntries().length;
    expect(await controls.seedHistory('sites', '3', 25)).toBe(25);
    const added = auditEntries().slice(before);
    expect(added).toHaveLength(25);
    expect(added.every((e) => e.entity === 'sites' && e.record_id === '3' && e.kind === 'update')).toBe(true);
    expect(added.at(-1)?.changes[0]).toMatchObject({ field: 'name', before: 'Name 24', after: 'Name 25' });
    expect(await verifyChain()).toMatchObject({ ok: true });
  });
});
