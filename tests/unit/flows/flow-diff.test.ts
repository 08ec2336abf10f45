import { diffSentence } from '@/editing';
import { translate } from '@/i18n';
import '../../../resources/flows/texts';
import { flowDiff } from '../../../resources/flows/flow-diff';
import { block, draftOf, opt, to } from './fixtures';

const words = (before: Parameters<typeof flowDiff>[0], after: Parameters<typeof flowDiff>[1]) =>
  flowDiff(before, after).map((e) => diffSentence(translate, e));

describe('publish: the diff of the draft against the published version, in words', () => {
  const published = draftOf(
    [
      block(1, 'Age'),
      block(2, 'Smoker', { data: { options: [opt('yes'), opt('no')] } }),
      block(3, 'Thank you'),
    ],
    [[1, 2], [3]],
  );

  it('names heading changes, new jumps and added blocks with their section', () => {
    const draft = draftOf(
      [
        block(1, 'Your age'),
        block(2, 'Smoker', { data: { options: [opt('yes'), opt('no', { jump_to: to(3) })] } }),
        block(3, 'Thank you'),
        block(4, 'Vaping'),
      ],
      [[1, 2, 4], [3]],
    );
    expect(words(published, draft)).toEqual([
      'Block "Vaping" added to section "Part 1"',
      'Block "Age": heading changed from "Age" to "Your age"',
      'Block "Smoker": where option "No" leads set to "Thank you"',
    ]);
  });

  it('names removed blocks, moves between sections and the flow title', () => {
    const draft = draftOf([block(1, 'Age'), block(3, 'Thank you')], [[1], [3]]);
    draft.fields = { ...draft.fields, title: 'Asthma eligibility' };
    const moved = draftOf(
      [
        block(1, 'Age'),
        block(2, 'Smoker', { data: { options: [opt('yes'), opt('no')] } }),
        block(3, 'Thank you'),
      ],
      [[1], [2, 3]],
    );
    expect(words(published, draft)).toEqual([
      'Title changed from "Asthma screening" to "Asthma eligibility"',
      'Block "Smoker" removed',
    ]);
    expect(words(published, moved)).toEqual(['Block "Smoker": section changed from "Part 1" to "Part 2"']);
  });

  it("uses a block version's own notes where the server wrote them", () => {
    const draft = draftOf(
      [
        block(1, 'Age now', { version_diff: ['Asks for the age today'] }),
        block(2, 'Smoker', { data: { options: [opt('yes'), opt('no')] } }),
        block(3, 'Thank you'),
      ],
      [[1, 2], [3]],
    );
    expect(words(published, draft)).toEqual(['Block "Age": Asks for the age today']);
  });
});
