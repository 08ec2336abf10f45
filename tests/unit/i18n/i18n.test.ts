import { http, HttpResponse } from 'msw';
import {
  clearTranslationCache,
  DEFAULT_LOCALE,
  i18n,
  i18nProvider,
  loadLocales,
  setLocale,
  TRANSLATION_CACHE_SIZE,
  translate,
} from '@/i18n';
import { getLanguage, request } from '@/http';
import { server } from '../http/support';

afterEach(async () => {
  await i18n.changeLanguage(DEFAULT_LOCALE);
  clearTranslationCache();
});

describe('spec §9: default locale and fallback locale en-gb', () => {
  test('starts in en-gb', () => {
    expect(i18nProvider.getLocale()).toBe('en-gb');
  });

  test('texts come from locales/en-gb.json and ra-language-english', () => {
    expect(translate('app.errors.network')).toBe('Network error');
    expect(translate('ra.action.save')).toBe('Save');
  });

  test("the console's own words replace react-admin's generic 'Element' notices", () => {
    expect(translate('ra.notification.created', { smart_count: 1 })).toBe('Record created');
    expect(translate('ra.notification.updated', { smart_count: 1 })).toBe('Changes saved');
  });

  test('interpolation and plural forms in react-admin style (%{name}, |||| and smart_count)', () => {
    expect(translate('ra.notification.deleted', { smart_count: 1 })).toBe('Record deleted');
    expect(translate('ra.notification.deleted', { smart_count: 3 })).toBe('3 records deleted');
    expect(translate('ra.navigation.page_out_of_boundaries', {})).toContain('Page number');
  });

  test('a language without its own texts falls back to en-gb', async () => {
    await setLocale('de-de');
    expect(i18nProvider.getLocale()).toBe('de-de');
    expect(translate('ra.action.save')).toBe('Save');
  });
});

describe('spec §8: missing translation key: console warning, empty string returned', () => {
  test('warns and returns an empty string', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(translate('app.nowhere.to_be_found')).toBe('');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('app.nowhere.to_be_found'));
  });

  test("a caller's default text (react-admin's _) is used instead, without a warning", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(translate('resources.unknown.name', { _: 'Unknown things' })).toBe('Unknown things');
    expect(warn).not.toHaveBeenCalled();
  });

  test('texts with colons are not read as namespaces', () => {
    expect(translate('Error: something', { _: 'Error: something' })).toBe('Error: something');
  });
});

describe('spec §9: translation cache capped at 512 entries', () => {
  test('the cap is 512', () => {
    expect(TRANSLATION_CACHE_SIZE).toBe(512);
  });

  test('a repeated lookup is served from the cache until 512 newer lookups push it out', () => {
    const t = vi.spyOn(i18n, 't');
    translate('ra.action.save');
    translate('ra.action.save');
    expect(t).toHaveBeenCalledTimes(1);
    for (let i = 0; i < TRANSLATION_CACHE_SIZE - 1; i += 1) translate('ra.action.save', { _: 'x', n: i });
    translate('ra.action.save');
    expect(t).toHaveBeenCalledTimes(TRANSLATION_CACHE_SIZE);
    for (let i = 0; i < TRANSLATION_CACHE_SIZE; i += 1) translate('ra.action.delete', { n: i });
    t.mockClear();
    translate('ra.action.save');
    expect(t).toHaveBeenCalledTimes(1);
  });

  test('a language switch does not serve texts cached for the previous language', async () => {
    i18n.addResource('de-de', 'translation', 'ra.action.save', 'Speichern');
    expect(translate('ra.action.save')).toBe('Save');
    await setLocale('de-de');
    expect(translate('ra.action.save')).toBe('Speichern');
  });
});

describe('issue 2: locales from GET /admin/locales after login; a language switch sets the language header', () => {
  test('loadLocales fills the locale list', async () => {
    server.use(
      http.get('*/api/admin/locales', () =>
        HttpResponse.json({
          data: [
            { id: 'en-gb', name: 'English (UK)' },
            { id: 'de-de', name: 'Deutsch' },
          ],
        }),
      ),
    );
    await loadLocales();
    expect(i18nProvider.getLocales!()).toEqual([
      { locale: 'en-gb', name: 'English (UK)' },
      { locale: 'de-de', name: 'Deutsch' },
    ]);
  });

  test('changeLocale sends the new language on the next request', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.get('*/api/ping', ({ request: req }) => {
        seen.push(req.headers.get('Research-Language'));
        return HttpResponse.json({ data: null });
      }),
    );
    await i18nProvider.changeLocale('de-de');
    await request('/ping');
    expect(getLanguage()).toBe('de-de');
    expect(seen).toEqual(['de-de']);
  });
});
