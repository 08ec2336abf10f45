import { rows } from '@/mocks/db';
import { readDoc } from '@resources/emails/doc';
import { prepareEmails } from '@resources/emails/mocks/seed';
import { api, dataOf, totalOf } from '../mocks/helpers';

type Row = Record<string, unknown>;
const LANG = { 'Research-Language': 'de-de' };
const named = (name: string) => rows('templates').find((t) => t.name === name);

beforeEach(() => prepareEmails());

describe('the email mock: templates in folders, block-built and legacy', () => {
  test('templates are block-built in several locales, compiled when first read, or legacy HTML only', async () => {
    const list = dataOf<Row[]>(await api('/templates?page=1&page_size=100'));
    const welcome = list.find((t) => t.name === 'Welcome to Research Together');
    const doc = readDoc(welcome?.json_template);
    expect(doc?.locales).toEqual(['en-gb', 'de-de', 'fr-fr']);
    expect(doc?.sections.some((s) => s.columns.length === 2)).toBe(true);
    expect(String(welcome?.plain_text_template)).toContain(
      'Complete your profile: https://research.example.org/profile',
    );
    // The list answers without running MJML; the template read on its own holds its HTML.
    expect(welcome?.html_template).toBe('');
    const one = dataOf<Row>(await api(`/templates/${String(welcome?.id)}`));
    expect(String(one.html_template)).toContain('mj-column-per-50');
    expect(readDoc(one.json_template)?.compiled?.['de-de']?.html).toContain('mj-column-per-50');
    const again = dataOf<Row[]>(await api('/templates?page=1&page_size=100'));
    expect(again.find((t) => t.id === welcome?.id)?.html_template).toBe(one.html_template);
    const legacy = list.find((t) => t.name === 'Password reset');
    expect(readDoc(legacy?.json_template)).toBeNull();
    expect(String(legacy?.html_template)).toContain('<h1>Reset your password</h1>');
    const folders = dataOf<Row[]>(await api('/template-folders?page=1&page_size=50'));
    expect(folders.map((f) => f.name)).toContain('Visit reminders');
  });
});

describe('send and send test: the language header is required (spec §5) and each is recorded', () => {
  test('422 without the header; with it, a test send and a send land in the activity, newest first', async () => {
    const id = String(named('Monthly newsletter: May')?.id);
    const refused = await api(`/admin/templates/${id}/send-test`, {
      method: 'POST',
      data: { recipients: ['a@b.co'] },
    });
    expect(refused.status).toBe(422);
    expect((await api(`/admin/templates/${id}/send`, { method: 'POST', data: {} })).status).toBe(422);
    const test = await api(`/admin/templates/${id}/send-test`, {
      method: 'POST',
      data: { recipients: ['a@b.co'] },
      headers: LANG,
    });
    expect(dataOf(test)).toMatchObject({ sent: true, language: 'de-de', recipients: ['a@b.co'] });
    const sent = dataOf(
      await api(`/admin/templates/${id}/send`, {
        method: 'POST',
        data: {},
        headers: { ...LANG, 'Idempotency-Key': 'k1' },
      }),
    );
    const audience = dataOf(await api(`/admin/templates/${id}/audience`));
    expect(sent.recipients).toBe(audience.count);
    expect(Number(audience.count)).toBeGreaterThan(0);
    const again = dataOf(
      await api(`/admin/templates/${id}/send`, {
        method: 'POST',
        data: {},
        headers: { ...LANG, 'Idempotency-Key': 'k1' },
      }),
    );
    expect(again).toEqual(sent);
    const activity = await api(`/admin/templates/${id}/activity?page=1&page_size=2`);
    expect(dataOf<Row[]>(activity).map((a) => a.action)).toEqual(['sent', 'test_sent']);
    expect(totalOf(activity)).toBeGreaterThan(2);
    const all = dataOf<Row[]>(await api(`/admin/templates/${id}/activity?page=1&page_size=100`));
    expect(all.filter((a) => a.action === 'sent' && a.language === 'de-de')).toHaveLength(1);
  });
});

describe('duplicate, activate, segment delete, where-used', () => {
  test('duplicate and activation are recorded on the templates', async () => {
    const source = String(named('Survey reminder')?.id);
    const copy = dataOf(await api(`/admin/templates/${source}/duplicate`, { method: 'POST' }));
    expect(copy).toMatchObject({ name: 'Survey reminder (copy)', is_active: false });
    await api(`/templates/${String(copy.id)}`, { method: 'PUT', data: { is_active: true } });
    const log = dataOf<Row[]>(await api(`/admin/templates/${String(copy.id)}/activity`));
    expect(log.map((a) => a.action)).toEqual(['activated', 'created']);
  });

  test('a segment a template uses is not deleted, and the refusal names the template', async () => {
    const used = await api('/segments/6', { method: 'DELETE' });
    expect(used.status).toBe(409);
    expect((used.body as { message: string }).message).toContain('Invitation: Sleep and Heart Health');
    expect((await api('/segments/6')).status).toBe(200);
    expect((await api('/segments/4', { method: 'DELETE' })).status).toBe(200);
  });

  test('the footer block is used by the block-built templates', async () => {
    const users = dataOf<Row[]>(await api('/admin/template-blocks/2/usage'));
    expect(users.map((u) => u.name)).toContain('Welcome to Research Together');
    expect(users.map((u) => u.name)).not.toContain('Password reset');
  });
});
