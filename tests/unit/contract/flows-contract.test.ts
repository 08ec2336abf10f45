import { setToken } from '@/auth';
import { callApi } from '@/contract';
import { FLOW_FIELDS } from '@/domain/flow-fields';
import { tokenFor } from '@/mocks/node';
import { blockAnswer, flowAnswer, flowRowAnswer } from '@resources/flows/answers';
import { toDraft } from '@resources/flows/api';
import { calls, flowOne, flowVersion } from '@resources/flows/contract';
import { expectTolerant, probeAll } from './area-contract';

const FLOW_OPTIONAL = [
  ...FLOW_FIELDS,
  'study_id',
  'study_title',
  'locked_by_id',
  'locked_by_name',
  'locked_at',
  'version',
  'is_published',
  'published_flow_version_id',
  'published_version',
  'block_sections',
  'blocks',
  'updated_at',
];

describe('the flows area’s contract', () => {
  beforeEach(() => setToken(tokenFor('super@research.test')));

  it('every probe-able read answers as declared', async () => {
    expect(await probeAll(calls)).toEqual([
      'flows:admin-list',
      'flows:by-study',
      'flows:record',
      'flows:versions',
      'flows:events',
      'flows:blocks',
    ]);
  });

  it('a published version of a flow answers as declared', async () => {
    const flow = await callApi(flowOne, { path: { id: 1 } });
    expect(flow.published_flow_version_id).toEqual(expect.any(Number));
    await expect(
      callApi(flowVersion, { path: { id: flow.published_flow_version_id ?? 0 } }),
    ).resolves.toMatchObject({ id: 1 });
  });

  it('a flow needs only its ids; optional fields may be null, unknown ones stay', () => {
    expectTolerant(flowAnswer, { id: 3, flow_version_id: 301 }, FLOW_OPTIONAL);
    expect(flowAnswer.safeParse({ id: 3, title: 'No version' }).success).toBe(false);
  });

  it('a block needs its id and type; a list row its id', () => {
    expectTolerant(blockAnswer, { id: 101, type_id: 'single_choice' }, [
      'block_version_id',
      'flow_id',
      'flow_version_id',
      'component_version',
      'heading',
      'subheading',
      'data',
      'jump_to',
      'screenout_immediately',
      'is_required',
      'version_diff',
      'updated_at',
    ]);
    expectTolerant(flowRowAnswer, { id: 3 }, [
      'title',
      'study_id',
      'study_title',
      'version',
      'state',
      'locked_by_id',
      'locked_by_name',
      'updated_at',
    ]);
  });

  it('a bare flow still gives the editor a whole working copy, unknown fields kept', () => {
    const bare = flowAnswer.parse({
      id: 3,
      flow_version_id: 301,
      block_sections: [{ id: 7, colour: 'red' }],
      blocks: [{ id: 9, type_id: 'uploader', extra: true }],
    });
    const draft = toDraft(bare);
    expect(draft.fields).toMatchObject({ title: '', description: '', is_public: false, end_section: null });
    expect(draft.sections).toEqual([{ id: '7', title: '', block_ids: [], colour: 'red' }]);
    expect(draft.blocks[0]).toMatchObject({ id: 9, heading: '', data: {}, jump_to: null, extra: true });
  });
});
