import {
  discardFormDraft,
  dropFormDrafts,
  keepFormDrafts,
  keepFormDraft,
  keptDraftCount,
  peekFormDraft,
  registerFormDraft,
} from '@/lib/form-drafts';

describe('drafts of forms a 401 takes the user away from', () => {
  it('keeps only forms with unsaved values, for the user who typed them', () => {
    const stopEdit = registerFormDraft('/sites/3', 7, () => ({ name: 'Typed' }));
    const stopClean = registerFormDraft('/studies/2', 7, () => null);
    keepFormDrafts();
    expect(keptDraftCount()).toBe(1);
    expect(peekFormDraft('/sites/3', 8)).toBeUndefined();
    expect(peekFormDraft('/sites/3', '7')).toEqual({ name: 'Typed' });
    discardFormDraft('/sites/3');
    expect(peekFormDraft('/sites/3', 7)).toBeUndefined();
    stopEdit();
    stopClean();
  });

  it("forgets a closed form, and drops other users' drafts when someone signs in", () => {
    const stop = registerFormDraft('/sites/3', 7, () => ({ name: 'Typed' }));
    stop();
    keepFormDrafts();
    expect(keptDraftCount()).toBe(0);
    registerFormDraft('/sites/4', 7, () => ({ name: 'A' }))();
    const stopOther = registerFormDraft('/sites/5', 9, () => ({ name: 'B' }));
    const stopOwn = registerFormDraft('/sites/4', 7, () => ({ name: 'A' }));
    keepFormDrafts();
    dropFormDrafts(9);
    expect(peekFormDraft('/sites/5', 9)).toEqual({ name: 'B' });
    expect(peekFormDraft('/sites/4', 7)).toBeUndefined();
    dropFormDrafts();
    expect(keptDraftCount()).toBe(0);
    stopOther();
    stopOwn();
  });

  it('keeps nothing from forms that close while signing out on purpose, until someone signs in', () => {
    dropFormDrafts();
    keepFormDraft('/sites/3', 7, { name: 'Typed' });
    expect(keptDraftCount()).toBe(0);
    dropFormDrafts(7);
    keepFormDraft('/sites/3', 7, { name: 'Typed' });
    expect(peekFormDraft('/sites/3', 7)).toEqual({ name: 'Typed' });
  });
});
