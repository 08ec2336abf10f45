import { checkFlow, hasErrors } from '../../../resources/flows/checks';
import { block, draftOf, opt, to } from './fixtures';

const codes = (draft: Parameters<typeof checkFlow>[0]) =>
  checkFlow(draft).map((p) => `${p.code}:${p.blockId ?? ''}`);

describe('graph checks: unreachable, dangling, cycles, no end, options lacking targets', () => {
  it('passes a straight flow', () => {
    expect(checkFlow(draftOf([block(1, 'Age'), block(2, 'Smoker')]))).toEqual([]);
  });

  it('finds a block no path reaches', () => {
    const draft = draftOf([block(1, 'Age', { jump_to: to(3) }), block(2, 'Smoker'), block(3, 'Consent')]);
    expect(codes(draft)).toEqual(['unreachable:2']);
    expect(hasErrors(checkFlow(draft))).toBe(true);
  });

  it('finds a jump to a block that does not exist, naming the option', () => {
    const draft = draftOf([
      block(1, 'Age', {
        data: { options: [opt('yes', { jump_to: to(99) }), opt('no', { jump_to: to(2) })] },
      }),
      block(2, 'Smoker'),
    ]);
    expect(checkFlow(draft)).toContainEqual({
      severity: 'error',
      code: 'dangling',
      blockId: 1,
      args: { target: 99, option: 'Yes' },
    });
  });

  it('finds a loop and the blocks from which no path finishes', () => {
    const draft = draftOf([block(1, 'Age'), block(2, 'Smoker', { jump_to: to(1) }), block(3, 'Consent')]);
    expect(codes(draft)).toEqual(
      expect.arrayContaining(['cycle:2', 'no_end:1', 'no_end:2', 'unreachable:3']),
    );
  });

  it('a loop with a way out still finishes', () => {
    const draft = draftOf([
      block(1, 'Age', { data: { options: [opt('yes', { jump_to: to(3) }), opt('no', { jump_to: to(2) })] } }),
      block(2, 'Smoker', { jump_to: to(1) }),
      block(3, 'Consent'),
    ]);
    expect(codes(draft)).toEqual(['cycle:2']);
  });

  it('warns about choice blocks where only some options say where they lead', () => {
    const draft = draftOf([
      block(1, 'Age', { data: { options: [opt('yes', { jump_to: to(3) }), opt('no'), opt('maybe')] } }),
      block(2, 'Smoker'),
      block(3, 'Consent'),
    ]);
    const problems = checkFlow(draft);
    expect(problems).toEqual([
      { severity: 'warning', code: 'option_without_target', blockId: 1, args: { options: 'No, Maybe' } },
    ]);
    expect(hasErrors(problems)).toBe(false);
  });

  it('an empty flow is an error', () => {
    expect(codes(draftOf([]))).toEqual(['empty:']);
  });
});

describe('missing texts: every text a participant reads, not only the heading', () => {
  it('names an option without a label and a consent block without its text or acknowledgement', () => {
    const draft = draftOf([
      block(1, 'Age', { data: { options: [opt('yes'), opt('no', { label: ' ' })] } }),
      block(2, 'Consent', {
        type_id: 'informed_consent',
        data: { body_html: '<p> </p>', acknowledgement: '' },
      }),
    ]);
    const found = checkFlow(draft).filter((p) => p.code === 'missing_text');
    expect(found).toEqual([
      { severity: 'warning', code: 'missing_text', blockId: 1, args: { texts: 'the label of option 2' } },
      {
        severity: 'warning',
        code: 'missing_text',
        blockId: 2,
        args: { texts: 'the consent text, the acknowledgement' },
      },
    ]);
    expect(hasErrors(found)).toBe(false);
  });

  it('says nothing when every text is there (an empty subheading is a choice, not a gap)', () => {
    const draft = draftOf([
      block(1, 'Consent', {
        type_id: 'informed_consent',
        subheading: '',
        data: { body_html: '<p>Taking part is voluntary.</p>', acknowledgement: 'I agree.' },
      }),
    ]);
    expect(checkFlow(draft).filter((p) => p.code === 'missing_text')).toEqual([]);
  });
});
