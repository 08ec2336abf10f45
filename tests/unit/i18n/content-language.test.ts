import { DEFAULT_LOCALE } from '@/i18n';

describe('the content language', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.resetModules();
  });

  it('is sent from the start as the platform default, the one the menu shows as chosen', async () => {
    const http = await import('@/http');
    expect(http.getLanguage()).toBeNull();
    const content = await import('@/i18n/content-language');
    expect(content.getContentLanguage()).toBe(DEFAULT_LOCALE);
    expect(http.getLanguage()).toBe(DEFAULT_LOCALE);
  });

  it('is remembered in this browser after a reload', async () => {
    const first = await import('@/i18n/content-language');
    first.setContentLanguage('de-de');
    vi.resetModules();
    const http = await import('@/http');
    const reloaded = await import('@/i18n/content-language');
    expect(reloaded.getContentLanguage()).toBe('de-de');
    expect(http.getLanguage()).toBe('de-de');
  });
});
