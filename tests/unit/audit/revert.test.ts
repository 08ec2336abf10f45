import { auditEntries, type AuditEntry } from '@/mocks/audit/log';
import { revertEntry } from '@/mocks/audit/revert';
import { find, rows } from '@/mocks/db';
import { authenticate } from '@/mocks/lib/tokens';
import { tokenFor } from '@/mocks/node';

const SUPER = 'super@research.test';
const ORDERS = 'orders@research.test';
const EXTERNAL = 'external@research.test';

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

// Whole records: a deletion is undone by restoring the row with its id and recorded values, a
// creation by deleting the row, each refused rather than forced.

const send = (method: string, path: string, data?: unknown, reason = 'Checked by test', who = SUPER) =>
  fetch(`${location.origin}/api${path}`, {
    method,
    headers: { ...headers(reason), Authorization: `Bearer ${tokenFor(who)}` },
    ...(data === undefined ? {} : { body: JSON.stringify({ data }) }),
  });

interface Outcome {
  reverted: string[];
  skipped: { field: string; why: string }[];
}
const outcomeOf = async (res: Response) => ((await res.json()) as { data: Outcome }).data;
const lastEntry = () => auditEntries().at(-1)!;
const without = (row: Record<string, unknown>, ...fields: string[]) =>
  Object.fromEntries(Object.entries(row).filter(([k, v]) => !fields.includes(k) && v !== null));

/** revertEntry as the server runs it, for a token the access gate has already let through. */
async function revertAs(who: string, entry: AuditEntry) {
  const request = new Request(`${location.origin}/api/admin/audit/x/1/revert`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${tokenFor(who)}` },
  });
  await authenticate(request);
  return revertEntry(entry, undefined, request);
}

describe('restoring a deleted record', () => {
  it('puts the row back with its id and recorded values, as one revert entry with the reason', async () => {
    const site = find('sites', 3)!;
    expect((await send('DELETE', '/sites/3')).ok).toBe(true);
    const deletion = lastEntry();
    expect(deletion.changes).toContainEqual(expect.objectContaining({ field: 'id', before: 3, after: null }));
    expect(find('sites', 3)).toBeUndefined();

    const res = await send(
      'PUT',
      '/admin/audit/sites/3/revert',
      { entry_id: deletion.id },
      'Deleted by mistake',
    );
    expect(res.status).toBe(200);
    expect(await outcomeOf(res)).toEqual({ entry: null, reverted: ['record'], skipped: [] });
    expect(find('sites', 3)).toMatchObject(without(site, 'updated_at'));
    expect(lastEntry()).toMatchObject({ kind: 'revert', reason: 'Deleted by mistake', entity: 'sites' });
    expect(lastEntry().changes).toContainEqual(
      expect.objectContaining({ field: 'id', before: null, after: 3 }),
    );
  });

  it('is skipped when a record with the id exists again, writing nothing', async () => {
    expect((await send('DELETE', '/sites/4')).ok).toBe(true);
    const deletion = lastEntry();
    const body = { entry_id: deletion.id };
    expect((await send('PUT', '/admin/audit/sites/4/revert', body)).status).toBe(200);
    const count = auditEntries().length;
    const again = await send('PUT', '/admin/audit/sites/4/revert', body);
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('record (a record with this id exists again)');
    expect(auditEntries()).toHaveLength(count);
  });

  it('is skipped when another record now holds one of its unique values', async () => {
    const identifier = find('sites', 5)!.identifier;
    expect((await send('DELETE', '/sites/5')).ok).toBe(true);
    const deletion = lastEntry();
    expect((await send('PUT', '/sites/6', { identifier })).ok).toBe(true);
    const res = await send('PUT', '/admin/audit/sites/5/revert', { entry_id: deletion.id });
    expect(res.status).toBe(409);
    expect(await res.text()).toContain('another record now has the same identifier');
    expect(find('sites', 5)).toBeUndefined();
  });

  it('is skipped for an account that may not create the record, and refused at the door', async () => {
    expect((await send('DELETE', '/sites/7')).ok).toBe(true);
    const deletion = lastEntry();
    const refused = await send('PUT', '/admin/audit/sites/7/revert', { entry_id: deletion.id }, 'x', ORDERS);
    expect(refused.status).toBe(403);
    expect(await revertAs(ORDERS, deletion)).toEqual({
      reverted: [],
      skipped: [{ field: 'record', why: 'you may not create sites' }],
    });
    expect(find('sites', 7)).toBeUndefined();
    // The same entry restores for an account that may: the right, not the entry, made the difference.
    expect((await revertAs(SUPER, deletion)).reverted).toEqual(['record']);
    expect(find('sites', 7)).toBeDefined();
  });
});

describe('reverting a creation', () => {
  const created = async () => {
    const res = await send('POST', '/sites', { name: 'Made by test', identifier: 'TEST-NEW-1' });
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as { data: { id: number } };
    expect(lastEntry()).toMatchObject({ kind: 'create', record_id: String(data.id) });
    return { id: data.id, entry: lastEntry() };
  };

  it('deletes the record it made', async () => {
    const { id, entry } = await created();
    const res = await send('PUT', `/admin/audit/sites/${id}/revert`, { entry_id: entry.id }, 'Made twice');
    expect(res.status).toBe(200);
    expect((await outcomeOf(res)).reverted).toEqual(['record']);
    expect(find('sites', id)).toBeUndefined();
    expect(lastEntry()).toMatchObject({ kind: 'revert', reason: 'Made twice' });
    expect(lastEntry().changes).toContainEqual(
      expect.objectContaining({ field: 'id', before: id, after: null }),
    );
  });

  it('is skipped when the record changed since', async () => {
    const { id, entry } = await created();
    expect((await send('PUT', `/sites/${id}`, { city: 'York' })).ok).toBe(true);
    const res = await send('PUT', `/admin/audit/sites/${id}/revert`, { entry_id: entry.id });
    expect(res.status).toBe(409);
    expect(await res.text()).toContain('record (changed again since)');
    expect(find('sites', id)).toBeDefined();
  });

  it('is skipped while other records refer to it', async () => {
    const { id, entry } = await created();
    const link = await send('POST', '/study-sites', { code: 'REF-1', study_id: 1, site_id: id });
    expect(link.status).toBe(201);
    const res = await send('PUT', `/admin/audit/sites/${id}/revert`, { entry_id: entry.id });
    expect(res.status).toBe(409);
    expect(await res.text()).toContain('other records refer to it');
    expect(find('sites', id)).toBeDefined();
  });

  it('is skipped for an account that may not delete the record', async () => {
    const { id, entry } = await created();
    expect(await revertAs(ORDERS, entry)).toEqual({
      reverted: [],
      skipped: [{ field: 'record', why: 'you may not delete sites' }],
    });
    expect(find('sites', id)).toBeDefined();
    expect((await revertAs(SUPER, entry)).reverted).toEqual(['record']);
    expect(find('sites', id)).toBeUndefined();
  });
});

describe('a deleted record outside the reader’s scope', () => {
  it('is judged by the values its deletion recorded: an external-studies account may not restore an internal study', async () => {
    const study = rows('studies').find((s) => s.is_external === false)!;
    const id = String(study.id);
    expect((await send('DELETE', `/studies/${id}`)).ok).toBe(true);
    const deletion = lastEntry();
    expect(deletion).toMatchObject({ kind: 'delete', entity: 'studies', record_id: id });
    const path = `/admin/audit/studies/${id}/revert`;
    const refused = await send('PUT', path, { entry_id: deletion.id }, 'x', EXTERNAL);
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain('outside your access');
    expect(find('studies', id)).toBeUndefined();
    // Not a refusal of the call itself: an account whose scope holds the study restores it.
    expect((await send('PUT', path, { entry_id: deletion.id })).status).toBe(200);
    expect(find('studies', id)).toBeDefined();
  });
});
