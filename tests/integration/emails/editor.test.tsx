import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { find, rows } from '@/mocks/db';
import { languageHeaderName } from '@/http/headers';
import { server } from '@/mocks/node';
import { readDoc } from '@resources/emails/doc';
import { prepareEmails } from '@resources/emails/mocks/seed';
import { ACCOUNTS, renderApp, signInAs } from '../app/render-app';

const WAIT = { timeout: 15_000 };

async function templateId(name: string): Promise<string> {
  await prepareEmails();
  return String(rows('templates').find((t) => t.name === name)?.id);
}

/** The bodies of the requests the screen sends to a path, as they go. */
function requestsTo(method: string, path: RegExp): { bodies: unknown[]; headers: Headers[] } {
  const seen = { bodies: [] as unknown[], headers: [] as Headers[] };
  const listener = ({ request }: { request: Request }) => {
    if (request.method !== method || !path.test(new URL(request.url).pathname)) return;
    seen.headers.push(request.headers);
    void request
      .clone()
      .text()
      .then((t) => seen.bodies.push(t ? (JSON.parse(t) as unknown) : undefined));
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return seen;
}

/** The save state announced in the editor's bar. */
const saveState = () => within(screen.getByRole('banner')).getByRole('status');

beforeEach(() => signInAs(ACCOUNTS.super));

describe('the email editor: blocks are the source, HTML is compiled from them', { timeout: 90_000 }, () => {
  it('builds a two-column section, keeps it across tabs, and Ctrl+S saves blocks, HTML and plain text', async () => {
    const id = await templateId('Survey reminder');
    const puts = requestsTo('PUT', new RegExp(`^/api/templates/${id}$`));
    const { location } = renderApp(`/templates/${id}`);
    await screen.findByRole('region', { name: 'Section 2' }, WAIT);
    await userEvent.click(screen.getByRole('button', { name: 'Add a 2-column section' }));
    const added = screen.getByRole('region', { name: 'Section 4' });
    const second = within(added).getByRole('group', { name: 'Column 2 of section 4' });
    await userEvent.click(within(second).getByRole('button', { name: 'Add block' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Heading' }));
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Heading (en-gb)' }),
      'Thank you, {{{{ first_name }}',
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Settings' }));
    expect(location()).toBe(`/templates/${id}?tab=settings`);
    await userEvent.click(screen.getByRole('tab', { name: 'Editor' }));
    expect(
      await within(screen.getByRole('region', { name: 'Section 4' })).findByText(
        'Thank you, {{ first_name }}',
      ),
    ).toBeVisible();
    expect(saveState()).toHaveTextContent('Unsaved changes');
    fireEvent.keyDown(window, { key: 's', ctrlKey: true });
    await waitFor(() => expect(saveState()).toHaveTextContent('All changes saved'), WAIT);
    expect(puts.bodies).toHaveLength(1);
    const saved = find('templates', id);
    const doc = readDoc(saved?.json_template);
    const section = doc?.sections[3];
    expect(section?.columns).toHaveLength(2);
    expect(section?.columns[1]?.blocks[0]).toMatchObject({
      type: 'heading',
      text: { 'en-gb': 'Thank you, {{ first_name }}' },
    });
    expect(String(saved?.html_template)).toContain('mj-column-per-50');
    expect(String(saved?.html_template)).toContain('Thank you, {{ first_name }}');
    expect(String(saved?.plain_text_template)).toContain('Thank you, {{ first_name }}');
  });

  it('orders its tabs by the work, and a test send of a one-language template needs no language chosen', async () => {
    await prepareEmails();
    const single = rows('templates').find((t) => {
      const doc = readDoc(t.json_template);
      return doc !== null && doc.locales.length === 1;
    });
    expect(single).toBeDefined();
    const id = String(single?.id);
    const sent = requestsTo('POST', new RegExp(`^/api/admin/templates/${id}/send-test$`));
    renderApp(`/templates/${id}`);
    const tabs = await screen.findAllByRole('tab', {}, WAIT);
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Editor',
      'Preview',
      'Settings',
      'Metrics',
      'Activity',
      'History',
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Send test' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'Send a test email' }, WAIT);
    const locale = readDoc(single?.json_template)?.locales[0] ?? '';
    // The only language is chosen (shown by its name); the send still names it.
    expect(
      within(dialog)
        .getByRole('combobox', { name: /Language/ })
        .textContent?.trim(),
    ).not.toBe('');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send test' }));
    await waitFor(() => expect(sent.bodies).toHaveLength(1), WAIT);
    // The language travels as the send's language header (spec §5).
    expect(sent.headers[0]?.get(languageHeaderName())).toBe(locale);
  });

  it('duplicates from its own page after asking, once however often clicked, and opens the copy', async () => {
    const id = await templateId('Survey reminder');
    const copies = requestsTo('POST', new RegExp(`^/api/admin/templates/${id}/duplicate$`));
    const before = rows('templates').length;
    const { location } = renderApp(`/templates/${id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Duplicate…' }, WAIT));
    const ask = await screen.findByRole('alertdialog', { name: 'Duplicate “Survey reminder”?' }, WAIT);
    expect(ask).toHaveTextContent('named “Survey reminder (copy)”');
    await userEvent.dblClick(within(ask).getByRole('button', { name: 'Make a copy' }));
    await waitFor(() => expect(location()).not.toBe(`/templates/${id}`), WAIT);
    expect(copies.bodies).toHaveLength(1);
    expect(rows('templates')).toHaveLength(before + 1);
    const copy = rows('templates').at(-1);
    expect(location()).toBe(`/templates/${String(copy?.id)}`);
    expect(copy?.name).toBe('Survey reminder (copy)');
  });

  it('flags an unknown placeholder and does not save until it is fixed', async () => {
    const id = await templateId('Survey reminder');
    const puts = requestsTo('PUT', new RegExp(`^/api/templates/${id}$`));
    renderApp(`/templates/${id}`);
    const subject = await screen.findByRole('textbox', { name: 'Subject (en-gb)' }, WAIT);
    await userEvent.type(subject, ' {{{{ nickname }}');
    expect(screen.getByText(/^Unknown placeholders: nickname\./)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saveState()).toHaveTextContent(/Unknown placeholders: nickname/));
    expect(puts.bodies).toHaveLength(0);
    expect(subject).toHaveValue('Your survey is waiting {{ nickname }}');
  });
});
