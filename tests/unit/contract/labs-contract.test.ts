import { setToken } from '@/auth';
import { callApi } from '@/contract';
import { tokenFor } from '@/mocks/node';
import {
  catalogueAnswer,
  contentStringAnswer,
  migrationAnswer,
  settingAnswer,
  studyGraphAnswer,
} from '@resources/labs/answers';
import { calls, contentCatalogue, contentOne } from '@resources/labs/contract';
import { expectTolerant, probeAll } from './area-contract';

describe('the labs area’s contract', () => {
  beforeEach(() => setToken(tokenFor('super@research.test')));

  it('every probe-able read answers as declared', async () => {
    expect(await probeAll(calls)).toEqual([
      'labs:content.catalogue',
      'labs:migrations',
      'labs:system-settings',
      'labs:study-graph',
      'labs:landing.study',
    ]);
  });

  it('one content string of the catalogue answers as declared', async () => {
    const catalogue = await callApi(contentCatalogue);
    const key = catalogue.strings?.[0]?.key ?? '';
    await expect(callApi(contentOne, { path: { key } })).resolves.toMatchObject({ key });
  });

  it('a content string needs only its key; optional fields may be null, unknown ones stay', () => {
    expectTolerant(contentStringAnswer, { key: 'app.title' }, ['namespace', 'description', 'texts']);
    expect(contentStringAnswer.safeParse({ texts: { 'en-gb': null } }).success).toBe(false);
    expectTolerant(catalogueAnswer, {}, ['strings', 'locales', 'primary_locale', 'namespaces']);
  });

  it('a migration needs its id and state; a setting its key; a graph its study', () => {
    expectTolerant(migrationAnswer, { id: 'm1', state: 'pending' }, [
      'name',
      'description',
      'created_at',
      'ran_at',
      'ran_by',
      'progress',
      'error',
      'dry_run',
      'log',
    ]);
    expectTolerant(settingAnswer, { key: 'mail.from' }, [
      'group',
      'type',
      'label',
      'description',
      'options',
      'min',
      'max',
    ]);
    expectTolerant(studyGraphAnswer, { study: { id: 1 } }, [
      'versions',
      'locales',
      'flows',
      'prescreen_survey',
      'sites',
      'partners',
    ]);
  });
});
