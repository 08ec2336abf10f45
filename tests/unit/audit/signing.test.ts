import { draftOf, stateOf } from '@resources/studies/mocks/store';
import { auditEntries } from '@/mocks/audit/log';
import { DEMO_PASSWORD } from '@/mocks/db/demo';
import { api, publish, readyDraft, sign } from '../../support/signed-publish';

// Signed publishing as the server checks it: both credential components every time, three wrong
// passwords lock signing (each logged), and a signature names the draft it reviewed.

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
      version,
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
