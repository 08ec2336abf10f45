import { flowDiff } from '../../../resources/flows/flow-diff';
import { orderedBlocks } from '../../../resources/flows/graph';
import {
  addSection,
  canRemoveSection,
  moveSection,
  moveSectionTo,
  newSectionId,
  removeSection,
  renameSection,
} from '../../../resources/flows/section-ops';
import { block, draftOf } from './fixtures';

/** Age (1), Smoker (2) in Part 1; Consent (3) in Part 2; Part 3 empty. */
const three = () => draftOf([block(1, 'Age'), block(2, 'Smoker'), block(3, 'Consent')], [[1, 2], [3], []]);

const layout = (draft: ReturnType<typeof three>) => draft.sections.map((s) => `${s.title}:${s.block_ids}`);

describe('section changes of the working copy', () => {
  it('adds an empty section at the end under an id no section has, leaving the old draft as it was', () => {
    const before = three();
    const after = addSection(before, 'Follow-up');
    expect(layout(after)).toEqual(['Part 1:1,2', 'Part 2:3', 'Part 3:', 'Follow-up:']);
    expect(new Set(after.sections.map((s) => s.id)).size).toBe(4);
    expect(before.sections).toHaveLength(3);
  });

  it('never gives a new section the id of one deleted before', () => {
    const draft = removeSection(three(), 's3', null);
    expect(newSectionId(draft)).not.toBe('s3');
    expect(newSectionId(draft)).not.toBe(newSectionId(draft));
  });

  it('renames one section only', () => {
    expect(layout(renameSection(three(), 's2', 'Consent'))).toEqual(['Part 1:1,2', 'Consent:3', 'Part 3:']);
  });

  it('moves a section with its blocks, one step or to a place, and not past either end', () => {
    expect(layout(moveSection(three(), 's2', -1))).toEqual(['Part 2:3', 'Part 1:1,2', 'Part 3:']);
    expect(layout(moveSection(three(), 's1', 1))).toEqual(['Part 2:3', 'Part 1:1,2', 'Part 3:']);
    expect(moveSection(three(), 's1', -1).sections.map((s) => s.id)).toEqual(['s1', 's2', 's3']);
    expect(moveSection(three(), 's3', 1).sections.map((s) => s.id)).toEqual(['s1', 's2', 's3']);
    expect(layout(moveSectionTo(three(), 's3', 0))).toEqual(['Part 3:', 'Part 1:1,2', 'Part 2:3']);
    expect(layout(moveSectionTo(three(), 's1', 99))).toEqual(['Part 2:3', 'Part 3:', 'Part 1:1,2']);
    // The participant meets the blocks in the sections' new order.
    expect(orderedBlocks(moveSection(three(), 's2', -1)).map((b) => b.id)).toEqual([3, 1, 2]);
  });

  it('deletes an empty section without asking where its blocks go', () => {
    expect(layout(removeSection(three(), 's3', null))).toEqual(['Part 1:1,2', 'Part 2:3']);
  });

  it('moves the blocks of a deleted section to the end of the chosen one, in their order', () => {
    expect(layout(removeSection(three(), 's1', 's2'))).toEqual(['Part 2:3,1,2', 'Part 3:']);
    expect(layout(removeSection(three(), 's1', 's3'))).toEqual(['Part 2:3', 'Part 3:1,2']);
  });

  it('loses no block: a section with blocks stays without a target, and the last section stays', () => {
    const draft = three();
    expect(removeSection(draft, 's1', null)).toBe(draft);
    expect(removeSection(draft, 's1', 's1')).toBe(draft);
    expect(removeSection(draft, 's1', 'nowhere')).toBe(draft);
    const single = draftOf([block(1, 'Age')]);
    expect(canRemoveSection(single, 's1')).toBe(false);
    expect(removeSection(single, 's1', null)).toBe(single);
    expect(canRemoveSection(draft, 'nowhere')).toBe(false);
  });

  it('reads in the diff as a section removed and its blocks moved', () => {
    const draft = three();
    const words = flowDiff(draft, removeSection(renameSection(draft, 's2', 'Consent'), 's1', 's2'));
    expect(words).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'removed', item: 'Part 1' }),
        expect.objectContaining({ kind: 'changed', from: 'Part 2', to: 'Consent' }),
        expect.objectContaining({ kind: 'changed', from: 'Part 1', to: 'Consent' }),
      ]),
    );
  });
});
