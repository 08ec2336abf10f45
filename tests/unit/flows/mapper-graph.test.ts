import { checkFlow } from '../../../resources/flows/checks';
import { mapperGraph, MISSING_PREFIX, type MapperWords } from '../../../resources/flows/mapper-graph';
import { block, draftOf, opt, to } from './fixtures';

const words: MapperWords = {
  section: (n, title) => title || `Section ${n}`,
  kind: (t) => t,
  end: 'End',
  screenout: 'Screened out',
  noHeading: '(no heading)',
  next: 'next',
  missing: (id) => `Block #${id} (not in the flow)`,
  broken: 'broken jump',
};

describe('the map of a flow draft', () => {
  it('draws a jump to a block that is gone as a broken edge to a missing node, not as the fall-through', () => {
    const draft = draftOf([
      block(1, 'Age', { data: { options: [opt('yes', { jump_to: to(99) }), opt('no')] } }),
      block(2, 'Smoker'),
    ]);
    const { nodes, edges } = mapperGraph(draft, checkFlow(draft), words);
    const missing = nodes.find((n) => n.id === `${MISSING_PREFIX}99`);
    expect(missing).toMatchObject({ label: 'Block #99 (not in the flow)', tone: 'error' });
    expect(edges.find((e) => e.source === '1' && e.label === 'Yes')).toMatchObject({
      target: `${MISSING_PREFIX}99`,
      kind: 'broken jump',
    });
    expect(edges.find((e) => e.source === '1' && e.label === 'No')).toMatchObject({
      target: '2',
      kind: 'next',
    });
    // The block holding the broken jump is marked as in error.
    expect(nodes.find((n) => n.id === '1')?.tone).toBe('error');
  });

  it('follows the draft: a new branch is a new jump edge', () => {
    const before = draftOf([block(1, 'Age'), block(2, 'Smoker'), block(3, 'Consent')]);
    const after = draftOf([
      block(1, 'Age', { data: { options: [opt('yes', { jump_to: to(3) }), opt('no')] } }),
      block(2, 'Smoker'),
      block(3, 'Consent'),
    ]);
    const jumps = (d: typeof before) =>
      mapperGraph(d, checkFlow(d), words).edges.filter((e) => e.kind === 'jump');
    expect(jumps(before)).toEqual([]);
    expect(jumps(after)).toEqual([expect.objectContaining({ source: '1', target: '3', label: 'Yes' })]);
  });
});
