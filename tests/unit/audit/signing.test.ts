import { draftOf, stateOf } from '@resources/studies/mock-store';
import { incompleteLocales } from '@resources/studies/readiness';
import { auditEntries } from '@/mocks/audit/log';
import { DEMO_PASSWORD } from '@/mocks/db/demo';
import { tokenFor } from '@/mocks/node';

// Signed publishing as the server checks it: both credential components every time, three wrong
// passwords lock signing (each logged), and a signature names the draft it reviewed.

const STAFF = 'staff@research.test';
const headers = () => ({ Authorization: `Bearer ${tokenFor(STAFF)}`, 'Content-Type': 'application/json' });
const api = (path: string, method = 'GET', data?: unknown) =>
  fetch(`${location.origin}/api${path}`, {
    method,
    headers: headers(),
    ...(data === undefined ? {} : { body: JSON.stringify({ data }) }),
  });

/** A study whose latest version is a draft ready to publish (every locale complete), checked out. */
async function readyDraft(): Promise<{ id: string; version: number; hash: string }> {
  for (let id = 1; id <= 60; id += 1) {
    // Checking out a published study starts its draft; kept to its primary locale, it is complete.
    if (!stateOf(String(id)) || !(await api(`/admin/studies/${id}/check-out`, 'POST')).ok) continue;
    const draft = draftOf(stateOf(String(id))!);
    if (!draft) continue;
    draft.locales = draft.locales.slice(0, 1);
    if (incompleteLocales(draft).length > 0) continue;
    const study = (await (await api(`/admin/studies/${id}`)).json()) as { data: { draft_hash: string } };
    return { id: String(id), version: draft.version, hash: study.data.draft_hash };
  }
  throw new Error('no study with a complete draft');
}

const publish = (id: string, v: number, signature?: Record<string, string>) =>
  api(`/admin/studies/${id}/versions/${v}/publish`, 'POST', {
    note: 'Checked',
    ...(signature ? { signature } : {}),
  });

const sign = (hash: string, password = DEMO_PASSWORD, email = STAFF) => ({
  email,
  password,
  meaning: 'Approved for release to participants',
  content_hash: hash,
});

describe('signed publishing of a study version', () => {
  it('refuses no signature, a wrong password and a changed draft; records the signature', async () => {
    const { id, version, hash } = await readyDraft();
    expect((await publish(id, version)).status).toBe(422);
    expect((await publish(id, version, sign(hash, 'wrong'))).status).toBe(403);
    expect((await publish(id, version, sign(hash, DEMO_PASSWORD, 'someone@research.test'))).status).toBe(403);
    // A colleague's last-second edit changes the draft: the reviewed hash no longer names it.
    const draft = draftOf(stateOf(id)!)!;
    draft.locales = [...draft.locales];
    draft.fields = { ...draft.fields, key: `${String(draft.fields.key)}-edited` };
    expect((await publish(id, version, sign(hash))).status).toBe(409);
    const fresh = ((await (await api(`/admin/studies/${id}`)).json()) as { data: { draft_hash: string } })
      .data;
    expect(fresh.draft_hash).not.toBe(hash);
    const res = await publish(id, version, sign(fresh.draft_hash));
    expect(res.status).toBe(200);
    const entry = auditEntries().at(-1);
    expect(entry).toMatchObject({
      kind: 'publish',
      entity: 'studies',
      record_id: id,
      signature: {
        signer_name: 'Stella Staff',
        meaning: 'Approved for release to participants',
        content_hash: fresh.draft_hash,
      },
    });
    expect(auditEntries().filter((e) => e.kind === 'signing-refused' && e.record_id === id)).toHaveLength(2);
  });

  it('locks signing after three wrong passwords, logging each', async () => {
    const { id, version, hash } = await readyDraft();
    const before = auditEntries().length;
    expect((await publish(id, version, sign(hash, 'nope-1'))).status).toBe(403);
    expect((await publish(id, version, sign(hash, 'nope-2'))).status).toBe(403);
    expect((await publish(id, version, sign(hash, 'nope-3'))).status).toBe(423);
    // Locked: even the right password is refused for a while.
    expect((await publish(id, version, sign(hash))).status).toBe(423);
    expect(
      auditEntries()
        .slice(before)
        .map((e) => e.kind),
    ).toEqual(['signing-refused', 'signing-refused', 'signing-refused']);
  });
});
