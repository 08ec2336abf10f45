import { readEndRules, studyMapGraph, type MapWords } from '@resources/studies/map/map-graph';
import type { MapFlow, StudyMap } from '@resources/studies/types';

const words: MapWords = {
  study: 'Asthma study',
  studyKind: 'Study',
  survey: 'Breathing check',
  surveyKind: 'Prescreen survey',
  joiningKind: 'Joining flow',
  flowKind: 'Flow',
  otherStudyKind: 'Flow of another study',
  complete: 'Completed',
  screenout: 'Screened out',
  unknownFlow: (id) => `Flow ${id} (not found)`,
  published: (v) => `Published, version ${v}`,
  neverPublished: 'Never published',
  notReached: 'Not reached',
  unread: (n) => `${n} not drawn`,
  when: (c) => c.replace(/_/g, ' '),
  unsuccessful: 'if unsuccessful',
};

const flow = (id: number, over: Partial<MapFlow> = {}): MapFlow => ({
  id,
  title: `Flow ${id}`,
  study_id: 1,
  published_version: 1,
  end_rules: null,
  screenout_if_unsuccessful: false,
  ...over,
});

const map = (over: Partial<StudyMap>): StudyMap => ({
  studyId: 1,
  joiningFlowId: null,
  prescreenSurveyId: null,
  flows: [],
  missing: [],
  ...over,
});

const edgesOf = (m: StudyMap) =>
  studyMapGraph(m, words).edges.map((e) => `${e.source} > ${e.target}${e.label ? ` (${e.label})` : ''}`);
const nodeOf = (m: StudyMap, id: string) => studyMapGraph(m, words).nodes.find((n) => n.id === id);

describe('end rules as the map reads them', () => {
  it('reads complete, screen-out and next-flow rules with their conditions', () => {
    expect(
      readEndRules([
        { if: 'all_required_answered', then: 'complete' },
        { if: 'not_eligible', then: 'screenout' },
        { if: 'eligible', then: 'flow', flow_id: 7 },
        { next_flow_id: 9 },
      ]),
    ).toEqual({
      rules: [
        { when: 'all_required_answered', target: { to: 'complete' } },
        { when: 'not_eligible', target: { to: 'screenout' } },
        { when: 'eligible', target: { to: 'flow', id: 7 } },
        { when: null, target: { to: 'flow', id: 9 } },
      ],
      unread: 0,
    });
  });

  it('counts rules of any other shape instead of guessing, and takes a single rule or none', () => {
    expect(readEndRules([{ then: 'party' }, 'complete', { then: 'flow', flow_id: '7' }])).toEqual({
      rules: [],
      unread: 3,
    });
    expect(readEndRules({ then: 'complete' })).toEqual({
      rules: [{ when: null, target: { to: 'complete' } }],
      unread: 0,
    });
    expect(readEndRules(null)).toEqual({ rules: [], unread: 0 });
  });
});

describe("a study's map", () => {
  it('leads from the study through the prescreen survey to the joining flow, then along the end rules', () => {
    const m = map({
      joiningFlowId: 3,
      prescreenSurveyId: 40,
      flows: [
        flow(3, {
          end_rules: [
            { if: 'eligible', then: 'flow', flow_id: 5 },
            { if: 'not_eligible', then: 'screenout' },
          ],
        }),
        flow(5, {
          end_rules: [{ if: 'all_required_answered', then: 'complete' }],
          screenout_if_unsuccessful: true,
        }),
      ],
    });
    expect(edgesOf(m)).toEqual([
      'start > survey-40',
      'survey-40 > flow-3',
      'flow-3 > flow-5 (eligible)',
      'flow-3 > screenout (not eligible)',
      'flow-5 > complete (all required answered)',
      'flow-5 > screenout (if unsuccessful)',
    ]);
    expect(studyMapGraph(m, words).nodes.map((n) => n.id)).toEqual([
      'start',
      'survey-40',
      'flow-3',
      'flow-5',
      'complete',
      'screenout',
    ]);
    expect(nodeOf(m, 'flow-3')).toMatchObject({
      kind: 'Joining flow',
      label: 'Flow 3',
      detail: 'Published, version 1',
    });
    expect(nodeOf(m, 'flow-5')).toMatchObject({ kind: 'Flow', tone: 'default' });
  });

  it('goes straight to the joining flow without a survey; a flow without rules completes', () => {
    expect(edgesOf(map({ joiningFlowId: 3, flows: [flow(3)] }))).toEqual([
      'start > flow-3',
      'flow-3 > complete',
    ]);
    expect(nodeOf(map({ joiningFlowId: 3, flows: [flow(3)] }), 'screenout')).toBeUndefined();
  });

  it('draws the joining flow first, and says which flows no path reaches', () => {
    const m = map({ joiningFlowId: 8, flows: [flow(2), flow(8)] });
    expect(studyMapGraph(m, words).nodes.map((n) => n.id)).toEqual(['start', 'flow-8', 'flow-2', 'complete']);
    expect(nodeOf(m, 'flow-2')?.detail).toBe('Published, version 1 · Not reached');
    expect(nodeOf(m, 'flow-8')?.detail).toBe('Published, version 1');
  });

  it('warns about a flow never published, names flows of other studies, counts unread rules', () => {
    const m = map({
      joiningFlowId: 2,
      flows: [
        flow(2, { published_version: null, end_rules: [{ then: 'flow', flow_id: 9 }, { then: 'wait' }] }),
        flow(9, { study_id: 4 }),
      ],
    });
    expect(nodeOf(m, 'flow-2')).toMatchObject({ tone: 'warning', detail: 'Never published · 1 not drawn' });
    expect(nodeOf(m, 'flow-9')).toMatchObject({
      kind: 'Flow of another study',
      detail: 'Published, version 1',
    });
  });

  it('shows a joining flow the server does not know as an error', () => {
    const m = map({ joiningFlowId: 12, missing: [12] });
    expect(edgesOf(m)).toEqual(['start > flow-12']);
    expect(nodeOf(m, 'flow-12')).toMatchObject({
      label: 'Flow 12 (not found)',
      kind: 'Joining flow',
      tone: 'error',
    });
  });
});
