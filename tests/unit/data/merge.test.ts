import {
  allChoices,
  changedFields,
  conflictFields,
  defaultChoices,
  mergeValues,
  sameValue,
  versionTag,
  type Conflict,
} from '@/data';

describe('a save sends only the fields the user changed', () => {
  it('compares deeply, whatever the key order, and treats empty inputs alike', () => {
    expect(sameValue({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toBe(true);
    expect(sameValue(['x', 'y'], ['y', 'x'])).toBe(false);
    expect(sameValue(null, '')).toBe(true);
    expect(sameValue(undefined, null)).toBe(true);
    expect(sameValue(null, {})).toBe(true);
    expect(sameValue(null, { 'en-gb': undefined })).toBe(true);
    expect(sameValue(null, { 'en-gb': 'Sleep' })).toBe(false);
    expect(sameValue([], undefined)).toBe(true);
    expect(sameValue([], [''])).toBe(false);
    expect(sameValue(0, '')).toBe(false);
    expect(sameValue(false, null)).toBe(false);
  });

  it('keeps the fields that differ from the record as loaded', () => {
    const previous = { id: 7, title: 'Sleep', researcher: 'Ada', tags: ['a'], goal: null };
    const data = { id: 7, title: 'Sleep', researcher: 'Grace', tags: ['a', 'b'], goal: '' };
    expect(changedFields(data, previous)).toEqual({ researcher: 'Grace', tags: ['a', 'b'] });
  });

  it('sends everything when there is no record to compare with', () => {
    expect(changedFields({ title: 'Sleep' }, undefined)).toEqual({ title: 'Sleep' });
  });

  it('names the version read as a quoted entity tag, and none without updated_at', () => {
    expect(versionTag({ updated_at: '2026-01-02T03:04:05.006Z' })).toBe('"2026-01-02T03:04:05.006Z"');
    expect(versionTag({ id: 1 })).toBeUndefined();
    expect(versionTag(undefined)).toBeUndefined();
  });
});

describe('a refused save is merged field by field, losing nothing either side wrote', () => {
  const conflict: Conflict = {
    base: { title: 'Sleep', researcher: 'Ada', goal: 'Rest', country: 'GB', hidden: 1 },
    // The form: researcher and goal typed over.
    mine: { title: 'Sleep', researcher: 'Grace', goal: 'Dreams', country: 'GB', hidden: 1 },
    // The server: title and goal saved by someone else, a field this form does not show as well.
    theirs: { title: 'Sleep well', researcher: 'Ada', goal: 'Naps', country: 'GB', hidden: 2 },
  };
  const shown = ['title', 'researcher', 'goal', 'country'];

  it('lists the fields someone else changed whose value differs from the form, in form order', () => {
    expect(conflictFields(conflict, shown)).toEqual([
      { source: 'title', mine: 'Sleep', theirs: 'Sleep well', changedByMe: false },
      { source: 'goal', mine: 'Dreams', theirs: 'Naps', changedByMe: true },
    ]);
  });

  it('leaves out a field both sides set to the same value', () => {
    const same = { ...conflict, mine: { ...conflict.mine, goal: 'Naps' } };
    expect(conflictFields(same, shown).map((f) => f.source)).toEqual(['title']);
  });

  it('by default keeps what the user typed and takes the rest from the server', () => {
    const fields = conflictFields(conflict, shown);
    expect(defaultChoices(fields)).toEqual({ title: 'theirs', goal: 'mine' });
    expect(mergeValues(conflict, defaultChoices(fields))).toEqual({
      title: 'Sleep well',
      researcher: 'Grace',
      goal: 'Dreams',
      country: 'GB',
      hidden: 2,
    });
  });

  it('keeps all mine or takes all theirs, still keeping the non-overlapping edits of both', () => {
    const fields = conflictFields(conflict, shown);
    expect(allChoices(fields, 'mine')).toEqual({ title: 'mine', goal: 'mine' });
    expect(mergeValues(conflict, allChoices(fields, 'mine'))).toMatchObject({
      title: 'Sleep',
      researcher: 'Grace',
      goal: 'Dreams',
      hidden: 2,
    });
    expect(mergeValues(conflict, allChoices(fields, 'theirs'))).toMatchObject({
      title: 'Sleep well',
      researcher: 'Grace',
      goal: 'Naps',
      hidden: 2,
    });
  });

  it('applies a choice per field', () => {
    expect(mergeValues(conflict, { title: 'mine', goal: 'theirs' })).toMatchObject({
      title: 'Sleep',
      goal: 'Naps',
      researcher: 'Grace',
    });
  });
});
