import { allCalls } from '@/app/contract';
import { fillPath, pathParams, type CallDecl } from '@/contract';
import { auditEntries, verifyChain } from '@/mocks/audit/log';
import { DEMO_ACCOUNTS } from '@/mocks/db/demo';
import { tokenFor } from '@/mocks/node';

// Generated over the contract: every write the console can send, made as the superuser. What the
// server accepts leaves exactly one entry naming the call, the actor and the record; what it
// refuses leaves none. Then the chain verifies, and an altered entry is found.

const superuser = DEMO_ACCOUNTS.find((a) => a.permissions.includes('perm.superuser'));

function samplePath(decl: CallDecl): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  const entityParam =
    typeof decl.access !== 'string' && 'entityParam' in decl.access && decl.access.entityParam;
  for (const name of pathParams(decl.path)) values[name] = name === entityParam ? 'sites' : 1;
  return values;
}

const audited = (c: CallDecl) => c.method !== 'GET' && !c.safe && c.access !== 'public';

describe('the audit trail over the contract', () => {
  it('every accepted write leaves one entry, every refused one none; the chain verifies', async () => {
    if (!superuser) throw new Error('no superuser demo account');
    const token = tokenFor(superuser.email);
    const calls = (await allCalls()).filter(audited);
    const wrong: string[] = [];
    let accepted = 0;
    for (const decl of calls) {
      const before = auditEntries().length;
      const res = await fetch(`${location.origin}/api${fillPath(decl.path, samplePath(decl))}`, {
        method: decl.method,
        headers: {
          Authorization: `Bearer ${token}`,
          'Content-Type': 'application/json',
          'Change-Reason': 'Checked%20by%20test',
        },
        body: JSON.stringify({ data: {} }),
      });
      const added = auditEntries().slice(before);
      const call = `${decl.method} ${decl.path}`;
      if (!res.ok) {
        if (added.length !== 0) wrong.push(`${call}: refused (${res.status}) yet ${added.length} entries`);
        continue;
      }
      accepted += 1;
      const [entry] = added;
      if (added.length !== 1 || !entry) wrong.push(`${call}: ${added.length} entries`);
      else if (
        entry.call !== call ||
        String(entry.actor_id) !== String(superuser.id) ||
        entry.reason !== 'Checked by test'
      )
        wrong.push(
          `${call}: entry says ${entry.call} by ${String(entry.actor_id)} (${String(entry.reason)})`,
        );
      else if (pathParams(decl.path).includes('id') && entry.record_id !== '1')
        wrong.push(`${call}: entry names record ${String(entry.entity)} ${String(entry.record_id)}`);
    }
    expect(wrong).toEqual([]);
    expect(accepted).toBeGreaterThan(10);
    expect(await verifyChain()).toMatchObject({ ok: true, first_broken_id: null });
  });

  it('finds an entry altered after it was written', async () => {
    if (!superuser) throw new Error('no superuser demo account');
    const start = auditEntries().length;
    const headers = {
      Authorization: `Bearer ${tokenFor(superuser.email)}`,
      'Content-Type': 'application/json',
    };
    for (const name of ['First', 'Second', 'Third']) {
      const res = await fetch(`${location.origin}/api/sites/1`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ data: { name } }),
      });
      expect(res.ok).toBe(true);
    }
    const entries = auditEntries();
    expect(entries.slice(start).map((e) => e.changes.find((c) => c.field === 'name')?.after)).toEqual([
      'First',
      'Second',
      'Third',
    ]);
    expect((await verifyChain()).ok).toBe(true);
    const second = entries[start + 1];
    if (!second) throw new Error('missing entry');
    entries[start + 1] = {
      ...second,
      changes: [{ ...second.changes[0], entity: 'sites', field: 'name', after: 'Forged' }],
    };
    expect(await verifyChain()).toEqual({ ok: false, entries: entries.length, first_broken_id: second.id });
  });
});
