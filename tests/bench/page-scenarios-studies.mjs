// The study editor's timed scenario at the size the spec names: a study translated into 6 locales.
import { api, timeStudyEditor } from './page-tools.mjs';

const SUPER = 'super@research.test';
const STUDY = 1;
const LOCALES = ['en-gb', 'de-de', 'fr-fr', 'es-es', 'it-it', 'nl-nl', 'pl-pl', 'en-us'];
const WANTED = 6;

/** A text in `locale`, long enough to read like the seeded ones. */
const textIn = (locale, what) => `${what} (${locale}): a study of how sleep changes over a year.`;

/**
 * Study 1's draft given 6 locales, each with its description and landing texts, then checked in
 * (setup, not timed): the editor opens it as anybody opens a study someone has translated.
 */
async function sixLocales(page) {
  const path = `/admin/studies/${STUDY}`;
  const draft = await api(page, SUPER, 'POST', `${path}/check-out`);
  const added = LOCALES.filter((l) => !draft.locales.includes(l)).slice(0, WANTED - draft.locales.length);
  for (const locale of added) {
    await api(page, SUPER, 'POST', `${path}/versions/${draft.version}/locales/${locale}`);
  }
  const locales = [...draft.locales, ...added];
  const per = (what) => Object.fromEntries(locales.map((l) => [l, textIn(l, what)]));
  await api(page, SUPER, 'PATCH', path, {
    descriptions: per('Description'),
    landing_title: per('Headline'),
    landing_body: Object.fromEntries(locales.map((l) => [l, `<p>${textIn(l, 'Landing text')}</p>`])),
    landing_cta: per('Take part'),
    base_version: draft.version,
  });
  await api(page, SUPER, 'PUT', `${path}/unlock`);
  return (await api(page, SUPER, 'GET', `${path}/locales`)).length;
}

/** The study editor of a study in 6 locales: open from its data's arrival, then keystrokes in its title. */
export async function studyEditorSixLocales(page) {
  const locales = await sixLocales(page);
  if (locales !== WANTED) throw new Error(`the study has ${locales} locales, not ${WANTED}`);
  const timed = await timeStudyEditor(page, STUDY);
  return { locales, ...timed };
}
