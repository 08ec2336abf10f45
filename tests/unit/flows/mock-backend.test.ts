import { rows } from '@/mocks/db';
import { DEMO_PASSWORD } from '@/mocks/db/demo';
import { tokenFor } from '@/mocks/node';
import { api, dataOf, totalOf } from '../mocks/helpers';

type Row = Record<string, unknown>;
const STAFF = () => tokenFor('staff@research.test');
const blocksOf = (flow: Row) => flow.blocks as Row[];

describe('flows mock: lists, versions and the check-out lock', () => {
  it('lists flows by study, by query or by path, with their state and lock holder', async () => {
    const studyId = rows('flows')[0]?.study_id;
    const byQuery = await api(`/admin/flows?study_id=${String(studyId)}`);
    const byPath = await api(`/admin/studies/${String(studyId)}/flows`);
    expect(totalOf(byQuery)).toBe(totalOf(byPath));
    expect(dataOf<Row[]>(byQuery).every((f) => f.study_id === studyId)).toBe(true);
    const locked = dataOf<Row[]>(await api('/admin/flows?locked_by_id=1'));
    expect(locked).toEqual([expect.objectContaining({ id: 1, state: 'draft', locked_by_name: 'Sam Super' })]);
  });

  it('seeds sections with blocks of all ten types, one type the console does not know, and history', async () => {
    const flow = dataOf(await api('/admin/flows/5'));
    const types = new Set(blocksOf(flow).map((b) => b.type_id));
    expect(types.size).toBe(11);
    expect(flow.block_sections).toHaveLength(3);
    expect(flow).toMatchObject({ is_published: false, version: (flow.published_version as number) + 1 });
    const versions = dataOf<Row[]>(await api('/admin/flows/5/versions'));
    expect(versions[0]).toMatchObject({ version: flow.published_version, note: expect.any(String) });
  });

  it('refuses a write without the check-out, naming the holder', async () => {
    const patch = await api('/admin/flows/1', { method: 'PATCH', token: STAFF(), data: { title: 'Mine' } });
    expect(patch.status).toBe(409);
    expect(patch.body).toMatchObject({ message: expect.stringContaining('Sam Super is editing this flow') });
    const checkOut = await api('/admin/flows/1/check-out', { method: 'POST', token: STAFF() });
    expect(checkOut.status).toBe(409);
    expect((await api('/admin/flows/4', { method: 'PATCH', data: { title: 'Not out' } })).status).toBe(409);
  });

  it('check-out opens a draft of a published flow; blocks save, new ones get ids once', async () => {
    const out = dataOf(await api('/admin/flows/4/check-out', { method: 'POST', token: STAFF() }));
    expect(out).toMatchObject({ locked_by_id: 2, locked_by_name: 'Stella Staff', is_published: false });
    const fresh = {
      id: -1,
      client_key: 'k1',
      type_id: 'boolean_choice',
      heading: 'Any allergies?',
      data: {},
    };
    const sections = [
      {
        id: 's1',
        title: 'About you',
        block_ids: [-1, ...(out.block_sections as { block_ids: number[] }[])[0]!.block_ids],
      },
    ];
    await api('/admin/flows/4', { method: 'PATCH', token: STAFF(), data: { block_sections: sections } });
    const saved = await api('/admin/flows/4/blocks', {
      method: 'POST',
      token: STAFF(),
      data: { blocks: [fresh] },
    });
    const newId = (saved.body as { meta: { ids: Record<string, number> } }).meta.ids['-1'];
    await api('/admin/flows/4/blocks', { method: 'POST', token: STAFF(), data: { blocks: [fresh] } });
    const flow = dataOf(await api('/admin/flows/4'));
    expect(blocksOf(flow).filter((b) => b.heading === 'Any allergies?')).toHaveLength(1);
    expect((flow.block_sections as { block_ids: number[] }[])[0]!.block_ids[0]).toBe(newId);
  });

  it('refuses deleting an answered or jumped-to block unless forced', async () => {
    const flow = dataOf(await api('/admin/flows/1'));
    const target = blocksOf(flow).find((b) => b.id === 107)!;
    const path = `/admin/block-versions/${String(target.block_version_id)}`;
    const refused = await api(path, { method: 'DELETE' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      errors: { answered: expect.any(String), jump_to: expect.any(String) },
    });
    expect((await api(`${path}?force=true`, { method: 'DELETE' })).status).toBe(200);
    expect(blocksOf(dataOf(await api('/admin/flows/1'))).some((b) => b.id === 107)).toBe(false);
  });

  it('publishing needs the checks to pass, keeps the note and changes, and releases the lock', async () => {
    const flow = dataOf(await api('/admin/flows/1'));
    const path = `/admin/flow-versions/${String(flow.flow_version_id)}/publish`;
    const dangling = blocksOf(flow).map((b) => (b.id === 101 ? { ...b, jump_to: { block_id: 9999 } } : b));
    await api('/admin/flows/1/blocks', { method: 'POST', data: { blocks: dangling } });
    expect((await api(path, { method: 'PUT', data: { note: 'x' } })).status).toBe(422);
    await api('/admin/flows/1/blocks', { method: 'POST', data: { blocks: blocksOf(flow) } });
    // The flow asks for consent: its publish is signed, naming the draft as it now stands.
    const reviewed = dataOf(await api('/admin/flows/1'));
    const signature = {
      email: 'super@research.test',
      password: DEMO_PASSWORD,
      meaning: 'Approved for release to participants',
      content_hash: String(reviewed.draft_hash),
    };
    const done = dataOf(
      await api(path, {
        method: 'PUT',
        data: { note: 'Asks about peak flow', changes: ['Block "Peak" added'], signature },
      }),
    );
    expect(done).toMatchObject({ is_published: true, locked_by_id: null, version: flow.version });
    const versions = dataOf<Row[]>(await api('/admin/flows/1/versions'));
    expect(versions[0]).toMatchObject({
      version: flow.version,
      note: 'Asks about peak flow',
      changes: ['Block "Peak" added'],
      published_by_name: 'Sam Super',
    });
    expect(dataOf<Row[]>(await api('/admin/flows/1/events'))[0]).toMatchObject({ kind: 'published' });
  });
});
