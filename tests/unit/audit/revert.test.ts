import { auditEntries } from '@/mocks/audit/log';
import { find } from '@/mocks/db';
import { tokenFor } from '@/mocks/node';

// Revert writes back an entry's before values as a new write with its own reason; a field changed
// again since is skipped and named, never overwritten.

const headers = (reason?: string) => ({
  Authorization: `Bearer ${tokenFor('super@research.test')}`,
  'Content-Type': 'application/json',
  ...(reason ? { 'Change-Reason': encodeURIComponent(reason) } : {}),
});
const put = (path: string, data: unknown, reason?: string) =>
  fetch(`${location.origin}/api${path}`, {
    method: 'PUT',
    headers: headers(reason),
    body: JSON.stringify({ data }),
  });

describe('reverting a recorded change', () => {
  it('skips a field changed again since, writes back the rest, and records the revert', async () => {
    const site = find('sites', 1)!;
    expect((await put('/sites/1', { name: 'Renamed site', city: 'Leeds' })).ok).toBe(true);
    const change = auditEntries().at(-1)!;
    expect((await put('/sites/1', { name: 'Renamed again' })).ok).toBe(true);

    expect((await put('/admin/audit/sites/1/revert', { entry_id: change.id })).status).toBe(422);
    const res = await put('/admin/audit/sites/1/revert', { entry_id: change.id }, 'Wrong site edited');
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      data: { reverted: string[]; skipped: { field: string; why: string }[] };
    };
    expect(body.data.reverted).toEqual(['city']);
    expect(body.data.skipped).toEqual([{ field: 'name', why: 'changed again since' }]);
    expect(find('sites', 1)).toMatchObject({ name: 'Renamed again', city: site.city });
    expect(auditEntries().at(-1)).toMatchObject({
      kind: 'revert',
      reason: 'Wrong site edited',
      changes: [expect.objectContaining({ field: 'city', before: 'Leeds', after: site.city ?? null })],
    });
  });

  it('refuses when nothing can be reverted, writing nothing', async () => {
    expect((await put('/sites/2', { name: 'Once' })).ok).toBe(true);
    const change = auditEntries().at(-1)!;
    expect((await put('/sites/2', { name: 'Twice' })).ok).toBe(true);
    const count = auditEntries().length;
    const res = await put('/admin/audit/sites/2/revert', { entry_id: change.id, fields: ['name'] }, 'Undo');
    expect(res.status).toBe(409);
    expect(auditEntries()).toHaveLength(count);
    expect(find('sites', 2)?.name).toBe('Twice');
  });
});
