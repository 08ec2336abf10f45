import { setToken } from '@/auth';
import { callApi } from '@/contract';
import { tokenFor } from '@/mocks/node';
import {
  contentAnswer,
  latestAnswer,
  localesAnswer,
  studyAnswer,
  studyFieldsShape,
  versionAnswer,
} from '@resources/studies/answers';
import { calls, version, versions } from '@resources/studies/contract';
import { expectTolerant, probeAll } from './area-contract';

describe('the studies area’s contract', () => {
  beforeEach(() => setToken(tokenFor('super@research.test')));

  it('every probe-able read answers as declared', async () => {
    expect(await probeAll(calls)).toEqual([
      'studies:record',
      'studies:versions.latest',
      'studies:locales',
      'studies:genes',
      'studies:versions',
      'studies:version',
      'studies:events',
      'studies:content',
      'studies:content.item',
      'studies:report',
    ]);
  });

  it('each listed version can be read alone, by its id', async () => {
    const list = await callApi(versions, { path: { id: 2 } });
    const last = list[0];
    expect(last?.id).toBeDefined();
    await expect(callApi(version, { path: { id: 2, v: last?.id ?? '' } })).resolves.toMatchObject({
      version: last?.version,
    });
  });

  it('a study record needs only its id; every other field may be null, unknown ones stay', () => {
    expectTolerant(studyAnswer, { id: 1 }, [
      ...Object.keys(studyFieldsShape),
      'state',
      'version',
      'version_id',
      'locales',
      'is_published',
      'published',
      'locked_by',
      'locked_by_name',
      'locked_at',
      'updated_at',
    ]);
    expect(studyAnswer.safeParse({ title: 'No id' }).success).toBe(false);
    // A state a newer server adds is still a study.
    expect(studyAnswer.safeParse({ id: 'S-1', state: 'archived' }).success).toBe(true);
  });

  it('versions, the latest version, content and locales take what a sparse server sends', () => {
    // A version is named, opened and published by its number: the one field it needs.
    expectTolerant(versionAnswer, { version: 2 }, [
      'id',
      'status',
      'published_at',
      'note',
      'fields',
      'content',
    ]);
    expectTolerant(latestAnswer, { version: 2 }, ['id', 'status', 'state', 'locked_by', 'locked_by_name']);
    expect(versionAnswer.safeParse({ id: 7 }).success).toBe(false);
    expectTolerant(contentAnswer, {}, ['id', 'key', 'title', 'body']);
    expect(localesAnswer.safeParse(['en-gb', { id: 'de-de', name: null }, { code: 'fr-fr' }]).success).toBe(
      true,
    );
  });
});
