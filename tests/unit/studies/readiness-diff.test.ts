import { dropLocale, gapLink, readiness, textsIn } from '@resources/studies/readiness';
import type { StudyFields, VersionTexts } from '@resources/studies/types';
import { fieldsDiff, versionDiff } from '@resources/studies/version-diff';

const fields = (over: Partial<StudyFields> = {}): StudyFields => ({
  title: 'Asthma study',
  key: 'STUDY-1',
  start: '2026-01-01',
  end: null,
  type_of_study: 'observational',
  tags: [],
  goal: '',
  researcher: '',
  researcher_email: '',
  sponsor_lead: '',
  prescreen_survey: null,
  joining_flow_id: null,
  reminder_emails: false,
  is_publicly_listed: true,
  is_portal_study: false,
  country: 'GB',
  linkout_url_form: '',
  requires_dna_data: false,
  kit_type: 'none',
  payment_agreement: '',
  partner_visible: false,
  participant_target: 500,
  currency: 'GBP',
  partner_revenue: 10,
  participant_revenue: 5,
  client_codes: [],
  show_funnel: true,
  primary_locale: 'en-gb',
  descriptions: { 'en-gb': 'About', 'fr-fr': 'À propos' },
  landing_title: { 'en-gb': 'Join', 'fr-fr': 'Rejoindre' },
  landing_body: { 'en-gb': '<p>Body</p>', 'fr-fr': '<p> </p>' },
  landing_cta: { 'en-gb': 'Go', 'fr-fr': 'Aller' },
  landing_image_url: '',
  ...over,
});

const version = (over: Partial<VersionTexts> = {}): VersionTexts => ({
  locales: ['en-gb', 'fr-fr'],
  fields: fields(),
  content: [{ id: 4, key: 'faq', title: { 'en-gb': 'FAQ', 'fr-fr': 'FAQ' }, body: { 'en-gb': '<p>A</p>' } }],
  ...over,
});

describe('locale readiness', () => {
  it('lists each missing text per locale; empty paragraphs count as missing', () => {
    const [en, fr] = readiness(version());
    expect(en).toEqual({ locale: 'en-gb', gaps: [], complete: true });
    expect(fr?.complete).toBe(false);
    expect(fr?.gaps).toEqual([
      { kind: 'field', field: 'landing_body' },
      { kind: 'content', part: 'body', contentId: 4, contentKey: 'faq' },
    ]);
  });

  it('links each gap to where it is filled', () => {
    const [, fr] = readiness(version());
    expect(fr?.gaps.map((g) => gapLink(9, 'fr-fr', g))).toEqual([
      '/studies/9/page-editor?locale=fr-fr',
      '/studies/9/content/4?locale=fr-fr',
    ]);
    expect(gapLink(9, 'fr-fr', { kind: 'field', field: 'descriptions' })).toBe(
      '/studies/9?tab=texts&locale=fr-fr',
    );
  });

  it('counts the written texts a locale removal loses, and removes them', () => {
    expect(textsIn(version(), 'fr-fr')).toBe(4);
    const after = dropLocale(version(), 'fr-fr');
    expect(after.locales).toEqual(['en-gb']);
    expect(textsIn(after, 'fr-fr')).toBe(0);
    expect(after.fields.landing_title).toEqual({ 'en-gb': 'Join' });
  });
});

describe('version diff in words', () => {
  it('names changed fields, added locales and texts changed per locale', () => {
    const before = version();
    const after = version({
      locales: ['en-gb', 'fr-fr', 'de-de'],
      fields: fields({
        title: 'Asthma in adults study',
        landing_title: { 'en-gb': 'Join', 'fr-fr': 'Rejoignez-nous', 'de-de': 'Mitmachen' },
      }),
    });
    expect(versionDiff(before, after)).toEqual([
      {
        kind: 'changed',
        label: 'studies.fields.title',
        from: 'Asthma study',
        to: 'Asthma in adults study',
      },
      { kind: 'added', label: 'studies.diff.locale', item: 'de-de' },
      {
        kind: 'changed',
        label: 'studies.fields.landing_title',
        from: 'Rejoindre',
        to: 'Rejoignez-nous',
        where: 'fr-fr',
      },
    ]);
  });

  it('reads rich text as words and names content items', () => {
    const before = version();
    const after = version({
      content: [
        { id: 4, key: 'faq', title: { 'en-gb': 'FAQ' }, body: { 'en-gb': '<p>A <b>new</b> answer</p>' } },
        { id: 5, key: 'privacy', title: {}, body: {} },
      ],
    });
    expect(versionDiff(before, after)).toEqual([
      {
        kind: 'changed',
        label: { key: 'studies.diff.content_body', args: { item: 'faq' } },
        from: 'A',
        to: 'A new answer',
        where: 'en-gb',
      },
      {
        kind: 'changed',
        label: { key: 'studies.diff.content_title', args: { item: 'faq' } },
        from: 'FAQ',
        to: '',
        where: 'fr-fr',
      },
      { kind: 'added', label: 'studies.diff.content', item: 'privacy' },
    ]);
  });

  it('finds nothing between equal versions, and compares unsaved fields in every locale', () => {
    expect(versionDiff(version(), version())).toEqual([]);
    const changed = fieldsDiff(fields(), fields({ descriptions: { 'en-gb': 'About', 'fr-fr': 'Sur' } }));
    expect(changed).toEqual([
      { kind: 'changed', label: 'studies.fields.descriptions', from: 'À propos', to: 'Sur', where: 'fr-fr' },
    ]);
  });
});
