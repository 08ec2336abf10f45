import { contentItemName } from '@resources/studies/types';

describe('a content item as a link names it', () => {
  const item = { id: 3, key: 'study_home.eligibility', title: { 'en-gb': 'Who can join' }, body: {} };

  it('by its title in the primary locale', () => {
    expect(contentItemName(item, 'en-gb')).toBe('Who can join');
  });

  it('by its key when that locale has no title, and by its id when a lean answer has neither', () => {
    expect(contentItemName(item, 'fr-fr')).toBe('study_home.eligibility');
    expect(contentItemName({ ...item, key: '', title: {} }, 'en-gb')).toBe('#3');
  });
});
