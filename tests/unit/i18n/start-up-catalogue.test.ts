import englishMessages from 'ra-language-english';
import catalogue from 'virtual:start-up-catalogue';
import enGb from '@locales/en-gb.json';
import { startUpCatalogue, type Messages } from '@/i18n/start-up-catalogue';

describe('the start-up texts, converted when the app is built', () => {
  test("the console's texts win over react-admin's, and react-admin's others stay", () => {
    const out = startUpCatalogue({ ra: { action: { save: 'Save now' } } });
    const ra = out.ra as Messages;
    expect((ra.action as Messages).save).toBe('Save now');
    expect((ra.action as Messages).delete).toBe(englishMessages.ra.action.delete);
  });

  test("react-admin's placeholders and plural forms become i18next's", () => {
    const out = startUpCatalogue({ app: { rows: '%{smart_count} row |||| %{smart_count} rows' } });
    expect(out.app).toEqual({ rows_one: '{{smart_count}} row', rows_other: '{{smart_count}} rows' });
  });

  test('the build serves the catalogue of locales/en-gb.json', () => {
    // i18next keeps the object and adds the areas' texts to it as they load: the start-up ones are all there.
    expect(catalogue).toMatchObject(startUpCatalogue(enGb as Messages));
    expect(catalogue).toHaveProperty('app.user_menu.language');
  });
});
