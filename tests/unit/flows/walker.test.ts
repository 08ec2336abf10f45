import { answerBlock, startWalk, type Answer } from '../../../resources/flows/walker';
import { block, draftOf, opt, to } from './fixtures';

const TODAY = new Date('2026-11-25T12:00:00Z');
const choose = (value: string): Answer => ({ kind: 'choice', values: [value] });

function walk(draft: ReturnType<typeof draftOf>, answers: Answer[]) {
  return answers.reduce((w, a) => answerBlock(draft, w, a, TODAY), startWalk(draft));
}

describe('participant preview: the path through jumps and screen-outs', () => {
  const draft = draftOf(
    [
      block(1, 'Date of birth', {
        type_id: 'profile_date_of_birth',
        data: { min_age: 18, max_age: 75 },
        screenout_immediately: true,
      }),
      block(2, 'Other study?', {
        type_id: 'boolean_choice',
        screenout_immediately: true,
        data: { options: [opt('yes', { screenout: true }), opt('no', { jump_to: to(4) })] },
      }),
      block(3, 'Skipped'),
      block(4, 'Smoker', { data: { options: [opt('never'), opt('current', { screenout: true })] } }),
      block(5, 'Consent', { type_id: 'informed_consent', data: {} }),
    ],
    [
      [1, 2],
      [3, 4, 5],
    ],
  );

  it('follows an option jump past a block and completes', () => {
    const end = walk(draft, [
      { kind: 'date', iso: '1980-02-01' },
      choose('no'),
      choose('never'),
      { kind: 'continue' },
    ]);
    expect(end.path).toEqual([1, 2, 4, 5]);
    expect(end.outcome).toEqual({ kind: 'completed' });
  });

  it('screens out on the spot at an age outside the range', () => {
    const end = walk(draft, [{ kind: 'date', iso: '2012-06-01' }]);
    expect(end.outcome).toEqual({ kind: 'screened_out', blockId: 1 });
    expect(end.path).toEqual([1]);
  });

  it('screens out on the spot when the option says so and the block screens out at once', () => {
    expect(walk(draft, [{ kind: 'date', iso: '1980-02-01' }, choose('yes')]).outcome).toEqual({
      kind: 'screened_out',
      blockId: 2,
    });
  });

  it('remembers a screen-out that is not immediate and applies it at the end', () => {
    const end = walk(draft, [
      { kind: 'date', iso: '1980-02-01' },
      choose('no'),
      choose('current'),
      { kind: 'continue' },
    ]);
    expect(end.path).toEqual([1, 2, 4, 5]);
    expect(end.outcome).toEqual({ kind: 'screened_out', blockId: 4 });
  });

  it('stops on a loop instead of walking for ever', () => {
    const loop = draftOf([
      block(1, 'A', { type_id: 'uploader', data: {}, jump_to: to(2) }),
      block(2, 'B', { type_id: 'uploader', data: {}, jump_to: to(1) }),
    ]);
    const end = walk(
      loop,
      Array.from({ length: 6 }, () => ({ kind: 'continue' }) as Answer),
    );
    expect(end.outcome?.kind).toBe('loop');
  });
});

describe('participant preview: consent, upload, kit and condition blocks', () => {
  const consent = (extra: Parameters<typeof block>[2] = {}) =>
    block(2, 'Consent', {
      type_id: 'informed_consent',
      data: { body_html: '<p>Voluntary.</p>', acknowledgement: 'I agree.' },
      ...extra,
    });
  const rest = [
    block(1, 'Condition', { type_id: 'profile_specific_condition', data: { condition_name: 'Asthma' } }),
    block(3, 'Upload', { type_id: 'uploader', data: { accepted: ['pdf'], max_size_mb: 10, max_files: 1 } }),
    block(4, 'Kit', { type_id: 'kit_ordering', data: { kit_type: 'saliva-dna' } }),
  ];
  const flowWith = (c: ReturnType<typeof consent>) => draftOf([rest[0]!, c, rest[1]!, rest[2]!]);
  const go: Answer = { kind: 'continue' };

  it('walks a given consent, an upload and a kit order to the end', () => {
    const end = walk(flowWith(consent()), [go, { kind: 'consent', given: true }, go, go]);
    expect(end.path).toEqual([1, 2, 3, 4]);
    expect(end.outcome).toEqual({ kind: 'completed' });
  });

  it('ends the path at a refused required consent, without screening out when the block does not', () => {
    const end = walk(flowWith(consent()), [go, { kind: 'consent', given: false }]);
    expect(end.path).toEqual([1, 2]);
    expect(end.at).toBeNull();
    expect(end.outcome).toEqual({ kind: 'declined', blockId: 2 });
  });

  it('screens out at a refused required consent that screens out at once', () => {
    const end = walk(flowWith(consent({ screenout_immediately: true })), [
      go,
      { kind: 'consent', given: false },
    ]);
    expect(end.outcome).toEqual({ kind: 'screened_out', blockId: 2 });
  });

  it('goes on past an optional consent that was not given, and follows its jump', () => {
    const optional = consent({ is_required: false, jump_to: to(4) });
    const end = walk(flowWith(optional), [go, { kind: 'consent', given: false }, go]);
    expect(end.path).toEqual([1, 2, 4]);
    expect(end.outcome).toEqual({ kind: 'completed' });
  });

  it('does not judge a condition answer: its block holds no rule for it', () => {
    const end = walk(flowWith(consent()), [go]);
    expect(end.failedAt).toBeNull();
    expect(end.at).toBe(2);
  });

  it('answers nothing more once a refused consent has ended the path', () => {
    const draft = flowWith(consent());
    const ended = walk(draft, [go, { kind: 'consent', given: false }]);
    expect(answerBlock(draft, ended, go, TODAY)).toBe(ended);
  });

  it('survives consent, upload and kit blocks whose data is missing or null', () => {
    const bare = draftOf([
      block(1, 'Consent', { type_id: 'informed_consent', data: { body_html: null, acknowledgement: null } }),
      block(2, 'Upload', { type_id: 'uploader', data: { accepted: null, max_size_mb: null } }),
      block(3, 'Kit', { type_id: 'kit_ordering', data: {} }),
    ]);
    const end = walk(bare, [{ kind: 'consent', given: true }, go, go]);
    expect(end.outcome).toEqual({ kind: 'completed' });
  });
});
