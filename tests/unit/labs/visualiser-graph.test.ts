import { nodeTarget, studyGraph, type Words } from '@resources/labs/visualiser/visualiser-graph';
import type { StudyGraph } from '@resources/labs/visualiser/visualiser-types';

const words: Words = {
  kind: (k) => k,
  version: (n, s) => `v${n} ${s}`,
  joining: 'joining',
  primary: 'primary',
  sections: (n) => `${n} sections`,
};

const graph: StudyGraph = {
  study: { id: 7, title: 'Sleep', published: true },
  versions: [{ number: 1, state: 'published' }],
  locales: [{ code: 'en-gb', name: 'English', primary: true }],
  flows: [{ id: 3, title: 'Join', joining: true, sections: [{ id: 's1', title: 'About you' }] }],
  prescreen_survey: { id: 9, name: 'Screening' },
  sites: [{ id: 4, name: 'Leeds' }],
  partners: [],
};

describe('a study drawn as a graph', () => {
  it('links every part from the study and puts sections inside their flow', () => {
    const { nodes, edges } = studyGraph(graph, words);
    expect(nodes.map((n) => n.id)).toEqual([
      'study:7',
      'version:1',
      'locale:en-gb',
      'flow:3',
      'section:3:s1',
      'survey:9',
      'site:4',
    ]);
    expect(nodes.find((n) => n.id === 'section:3:s1')?.parentId).toBe('flow:3');
    expect(edges.map((e) => e.target)).toEqual(['version:1', 'locale:en-gb', 'flow:3', 'survey:9', 'site:4']);
    expect(edges.find((e) => e.target === 'flow:3')?.label).toBe('joining');
  });
  it('opens each node on its own page, and a locale nowhere', () => {
    expect(nodeTarget('flow:3', 7)).toBe('/studies/flow/3');
    expect(nodeTarget('section:3:s1', 7)).toBe('/studies/flow/3');
    expect(nodeTarget('site:4', 7)).toBe('/sites/4');
    expect(nodeTarget('version:1', 7)).toBe('/study/7');
    expect(nodeTarget('locale:en-gb', 7)).toBeNull();
  });
});
