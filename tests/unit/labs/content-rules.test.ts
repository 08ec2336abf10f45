import { filterStrings, lengthWarning, localeCounts, textState } from '@resources/labs/content/content-rules';
import type { ContentString } from '@resources/labs/content/content-types';

const t = (text: string, day: number) => ({
  text,
  updated_at: `2026-10-${String(day).padStart(2, '0')}T09:00:00.000Z`,
  updated_by: 'Tom',
});

const greeting: ContentString = {
  key: 'onboarding.welcome',
  namespace: 'onboarding',
  description: '',
  texts: {
    'en-gb': t('Welcome', 10),
    'de-de': t('Willkommen', 12),
    'fr-fr': t('Bienvenue', 3),
    'nl-nl': t('  ', 12),
  },
};
const closed: ContentString = {
  key: 'study_home.closed',
  namespace: 'study_home',
  description: '',
  texts: {
    'en-gb': t('Recruitment is over', 10),
    'de-de': t('Vorbei', 11),
    'fr-fr': t('Terminé', 11),
    'nl-nl': t('Voorbij', 11),
  },
};
const LOCALES = ['en-gb', 'de-de', 'fr-fr', 'nl-nl'];

describe('content staleness per locale', () => {
  it('calls the primary locale primary', () => {
    expect(textState(greeting, 'en-gb', 'en-gb')).toBe('primary');
  });
  it('is current when the translation was changed after the primary text', () => {
    expect(textState(greeting, 'de-de', 'en-gb')).toBe('current');
  });
  it('is stale when the primary text changed after the translation', () => {
    expect(textState(greeting, 'fr-fr', 'en-gb')).toBe('stale');
  });
  it('is missing when the locale has no text or only spaces', () => {
    expect(textState(greeting, 'nl-nl', 'en-gb')).toBe('missing');
    expect(textState({ ...greeting, texts: { 'en-gb': t('Hi', 1) } }, 'de-de', 'en-gb')).toBe('missing');
  });
  it('counts missing and stale per translation locale', () => {
    expect(localeCounts([greeting, closed], LOCALES, 'en-gb')).toEqual({
      'de-de': { missing: 0, stale: 0 },
      'fr-fr': { missing: 0, stale: 1 },
      'nl-nl': { missing: 1, stale: 0 },
    });
  });
});

describe('content filters and search', () => {
  const all = [greeting, closed];
  const base = { namespace: '', locale: '', state: 'all' as const, search: '' };
  it('keeps strings that need work in any translation, or in the chosen one', () => {
    expect(filterStrings(all, { ...base, state: 'needs_work' }, LOCALES, 'en-gb').map((s) => s.key)).toEqual([
      'onboarding.welcome',
    ]);
    expect(filterStrings(all, { ...base, state: 'missing', locale: 'de-de' }, LOCALES, 'en-gb')).toEqual([]);
    expect(filterStrings(all, { ...base, state: 'stale', locale: 'fr-fr' }, LOCALES, 'en-gb')).toEqual([
      greeting,
    ]);
  });
  it('filters by namespace and finds text in any locale, ignoring case', () => {
    expect(filterStrings(all, { ...base, namespace: 'study_home' }, LOCALES, 'en-gb')).toEqual([closed]);
    expect(filterStrings(all, { ...base, search: 'VORBEI' }, LOCALES, 'en-gb')).toEqual([closed]);
    expect(filterStrings(all, { ...base, search: 'welcome' }, LOCALES, 'en-gb')).toEqual([greeting]);
  });
});

describe('length warning where the primary is much shorter', () => {
  it('warns with the ratio when a translation is over 1.5 times as long', () => {
    expect(
      lengthWarning('I agree to take part', 'Ich bin mit der Teilnahme einverstanden und habe alles gelesen'),
    ).toBe(3.1);
  });
  it('stays quiet for similar lengths and for a few extra characters on short texts', () => {
    expect(lengthWarning('Join this study', 'Rejoindre cette étude')).toBeNull();
    expect(lengthWarning('Skip', 'Überspringen')).toBeNull();
    expect(lengthWarning('', 'Anything at all, however long it is')).toBeNull();
  });
});
