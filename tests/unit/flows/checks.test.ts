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
