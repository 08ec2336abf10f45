import { DEMO_PASSWORD } from '@/mocks/db/demo';
import { tokenFor } from '@/mocks/node';
import { readiness } from '@resources/studies/readiness';
import type { StudyRecord, VersionDetail, VersionSummary } from '@resources/studies/types';
import { api, dataOf } from '../mocks/helpers';

const stella = () => tokenFor('staff@research.test');

describe('study check-out, locales and publishing in the mock', () => {
  it('refuses a draft held by another with 409 naming the holder; only a superuser breaks it', async () => {
    const held = dataOf<StudyRecord>(await api('/admin/studies/2', { token: stella() }));
    expect(held).toMatchObject({ state: 'draft', locked_by: 1, locked_by_name: 'Sam Super' });
    const save = await api('/admin/studies/2', {
      method: 'PATCH',
      data: { title: 'Mine now' },
      token: stella(),
    });
    expect(save.status).toBe(409);
    expect(save.body).toMatchObject({ message: 'The draft is checked out by Sam Super.' });
    expect((await api('/admin/studies/2/check-out', { method: 'POST', token: stella() })).status).toBe(409);
    expect((await api('/admin/studies/2/unlock', { method: 'PUT', token: stella() })).status).toBe(403);
    expect(dataOf<StudyRecord>(await api('/admin/studies/2/unlock', { method: 'PUT' })).locked_by).toBeNull();
  });

  it('starts a draft on check-out, refuses publishing an incomplete locale with 422, publishes with a note', async () => {
    const before = dataOf<StudyRecord>(await api('/admin/studies/1', { token: stella() }));
    expect(before.state).toBe('published');
    const out = dataOf<StudyRecord>(
      await api('/admin/studies/1/check-out', { method: 'POST', token: stella() }),
    );
    expect(out).toMatchObject({ state: 'draft', version: (before.version ?? 0) + 1, locked_by: 2 });

    const draft = dataOf<VersionDetail>(
      await api(`/admin/studies/1/versions/${out.version}`, { token: stella() }),
    );
    const gaps = readiness(draft).filter((r) => !r.complete);
    expect(gaps.length).toBeGreaterThan(0);
    const publish = (note: string) =>
      api(`/admin/studies/1/versions/${out.version}/publish`, {
        method: 'POST',
        data: { note },
        token: stella(),
      });
    const refused = await publish('Too early');
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      message: expect.stringContaining(`Locale ${gaps[0]?.locale}`) as unknown,
    });

    // Fills every gap: study texts by the save, content items one by one.
    const fill = (texts: Record<string, string>) =>
      Object.fromEntries(draft.locales.map((l) => [l, texts[l] || `Text in ${l}`]));
    await api('/admin/studies/1', {
      method: 'PATCH',
      token: stella(),
      data: {
        descriptions: fill(draft.fields.descriptions),
        landing_title: fill(draft.fields.landing_title),
        landing_body: fill(draft.fields.landing_body),
        landing_cta: fill(draft.fields.landing_cta),
      },
    });
    for (const item of draft.content) {
      const data = { title: fill(item.title), body: fill(item.body) };
      expect(
        (await api(`/admin/studies/1/content/${item.id}`, { method: 'PUT', data, token: stella() })).status,
      ).toBe(200);
    }
    // Publishing is signed, naming the draft as it now stands.
    const reviewed = dataOf<StudyRecord>(await api('/admin/studies/1', { token: stella() }));
    const signature = {
      email: 'staff@research.test',
      password: DEMO_PASSWORD,
      meaning: 'Approved for release to participants',
      content_hash: String(reviewed.draft_hash),
    };
    const done = await api(`/admin/studies/1/versions/${out.version}/publish`, {
      method: 'POST',
      data: { note: 'Finished the translations', signature },
      token: stella(),
    });
    expect(done.status).toBe(200);
    expect(dataOf<StudyRecord>(done)).toMatchObject({ state: 'published', locked_by: null });
    const [latest] = dataOf<VersionSummary[]>(await api('/admin/studies/1/versions', { token: stella() }));
    expect(latest).toMatchObject({
      version: out.version,
      note: 'Finished the translations',
      published_by: 'Stella Staff',
    });
  });

  it('changes locales on the draft only, never the primary one', async () => {
    const study = dataOf<StudyRecord>(await api('/admin/studies/5'));
    expect(
      (await api(`/admin/studies/5/versions/${study.version}/locales/it-it`, { method: 'POST' })).status,
    ).toBe(409);
    const out = dataOf<StudyRecord>(await api('/admin/studies/5/check-out', { method: 'POST' }));
    const path = `/admin/studies/5/versions/${out.version}/locales`;
    expect((await api(`${path}/it-it`, { method: 'POST' })).status).toBe(201);
    expect((await api(`${path}/en-gb`, { method: 'DELETE' })).status).toBe(422);
    const removed = await api(`${path}/${out.locales.at(-1) ?? ''}`, { method: 'DELETE' });
    expect(dataOf<{ texts_removed: number }>(removed).texts_removed).toBeGreaterThan(0);
  });

  it('takes a primary locale only among the draft locales, and then refuses to remove the new one', async () => {
    const out = dataOf<StudyRecord>(await api('/admin/studies/6/check-out', { method: 'POST' }));
    const other = out.locales.find((l) => l !== out.primary_locale);
    expect(other).toBeDefined();
    const save = (primary_locale: string) =>
      api('/admin/studies/6', { method: 'PATCH', data: { primary_locale } });
    const refused = await save('xx-xx');
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ errors: { primary_locale: "must be one of the draft's locales" } });
    expect(dataOf<StudyRecord>(await save(other ?? '')).primary_locale).toBe(other);
    const path = `/admin/studies/6/versions/${out.version}/locales`;
    expect((await api(`${path}/${other ?? ''}`, { method: 'DELETE' })).status).toBe(422);
  });
});

describe('one study, one set of values', () => {
  it('the generated record and the home answer the same target and revenues for the live version', async () => {
    for (const id of [1, 3, 7]) {
      const row = dataOf<Record<string, unknown>>(await api(`/studies/${id}`));
      const home = dataOf<StudyRecord>(await api(`/admin/studies/${id}`));
      const versions = dataOf<VersionSummary[]>(await api(`/admin/studies/${id}/versions`));
      const live = versions
        .filter((v) => v.status === 'published')
        .reduce<VersionSummary | undefined>((a, v) => (!a || v.version > a.version ? v : a), undefined);
      const detail = dataOf<VersionDetail>(await api(`/admin/studies/${id}/versions/${String(live?.id)}`));
      expect(row.participant_target).toBe(detail.fields.participant_target);
      expect(row.partner_revenue).toBe(detail.fields.partner_revenue);
      expect(home.id).toBe(id);
    }
  });
});
