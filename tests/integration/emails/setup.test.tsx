import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { find, rows } from '@/mocks/db';
import { updateRecord } from '@/mocks/lib/entity-ops';
import { server } from '@/mocks/node';
import { prepareEmails } from '@resources/emails/mocks/seed';
import { giveReason } from '../../support/reason';
import { ACCOUNTS, renderApp, signInAs } from '../app/render-app';

const WAIT = { timeout: 15_000 };

/** The bodies of the requests the screen sends to a path, as they go. */
function bodiesTo(method: string, path: RegExp): unknown[] {
  const seen: unknown[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.method !== method || !path.test(new URL(request.url).pathname)) return;
    void request
      .clone()
      .text()
      .then((t) => seen.push(t ? (JSON.parse(t) as unknown) : undefined));
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return seen;
}

const queryOf = (body: unknown) => (body as { data: { query: Record<string, unknown> } }).data.query;

async function openSegment(name: string) {
  await prepareEmails();
  const result = renderApp('/emails/setup?tab=segments');
  const list = await screen.findByRole('list', { name: 'Segments' }, WAIT);
  await userEvent.click(within(list).getByRole('button', { name: new RegExp(`^${name}`) }));
  const form = screen.getByRole('region', { name: `Segment: ${name}` });
  return { ...result, form };
}

beforeEach(() => signInAs(ACCOUNTS.super));

describe('email set-up: segments', { timeout: 90_000 }, () => {
  it('counts the users a changed query matches, keeps the typing through a refused save, then saves', async () => {
    const counts = bodiesTo('POST', /^\/api\/users\/filter\/count$/);
    const puts = bodiesTo('PUT', /^\/api\/segments\/3$/);
    const { form } = await openSegment('Partner referrals');
    const status = within(form).getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent(/^[\d,]+ matching users?$/), WAIT);
    expect(counts.map(queryOf)).toContainEqual({ registration_source: 'partner', is_site: false });
    const before = status.textContent;

    const name = within(form).getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Partner referrals, participants only');
    const conditions = within(form).getAllByTitle('Remove condition');
    expect(conditions).toHaveLength(2);
    await userEvent.click(conditions[0] as HTMLElement);
    // Edited, the older plain query is written as the condition tree.
    const participants = {
      where: { combinator: 'and', rules: [{ field: 'is_site', op: 'eq', value: false }] },
    };
    await waitFor(() => expect(counts.map(queryOf)).toContainEqual(participants), WAIT);
    await waitFor(() => expect(status).not.toHaveTextContent(before ?? ''), WAIT);
    expect(status).toHaveTextContent(/^[\d,]+ matching users?$/);

    server.use(
      http.put(
        '/api/segments/3',
        () => HttpResponse.json({ message: 'The segment store is read-only for a moment.' }, { status: 422 }),
        { once: true },
      ),
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Not saved: The segment store is read-only for a moment.',
    );
    expect(name).toHaveValue('Partner referrals, participants only');
    expect(within(form).getAllByTitle('Remove condition')).toHaveLength(1);

    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(
      () => expect(find('segments', '3')?.name).toBe('Partner referrals, participants only'),
      WAIT,
    );
    expect(find('segments', '3')?.query).toEqual(participants);
    expect(puts).toHaveLength(2);
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('after another user saved the segment, keeps the typing and saves it over theirs when asked', async () => {
    const { form } = await openSegment('Site staff');
    const description = within(form).getByRole('textbox', { name: 'Description' });
    await userEvent.clear(description);
    await userEvent.type(description, 'Staff accounts only.');
    const row = find('segments', '7');
    if (!row) throw new Error('segment 7 is seeded');
    updateRecord('segments', row, { description: 'Changed by a colleague.' });

    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(/Someone else saved this segment/);
    expect(description).toHaveValue('Staff accounts only.');
    expect(find('segments', '7')?.description).toBe('Changed by a colleague.');

    await userEvent.click(within(form).getByRole('button', { name: 'Save mine over theirs' }));
    await waitFor(() => expect(find('segments', '7')?.description).toBe('Staff accounts only.'), WAIT);
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('opens the users list filtered by the segment, with the query in memory, not the address', async () => {
    const searches = bodiesTo('POST', /^\/api\/users\/filter$/);
    const { form, location } = await openSegment('Newsletter readers');
    await userEvent.click(within(form).getByRole('button', { name: 'See matching users' }));
    await waitFor(() => expect(location()).toBe('/users'), WAIT);
    await waitFor(
      () =>
        expect(searches.map(queryOf)).toContainEqual(expect.objectContaining({ monthly_newsletter: true })),
      WAIT,
    );
    expect(location()).not.toContain('newsletter');
  });

  it('refuses to delete a segment a template sends to, with the reason, and deletes an unused one', async () => {
    const { form } = await openSegment('Newsletter readers');
    await userEvent.click(within(form).getByRole('button', { name: 'Delete segment' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete the segment “Newsletter readers”?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete “Newsletter readers”' }));
    // A delete is a risky write: why is asked before it is sent, whatever the server then answers.
    await giveReason(userEvent.setup(), 'Data quality review');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /^Not deleted: This segment is used by 3 templates: .+\.$/,
    );
    expect(find('segments', '1')).toBeDefined();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const list = screen.getByRole('list', { name: 'Segments' });
    await userEvent.click(within(list).getByRole('button', { name: /^Unverified sign-ups/ }));
    const unused = screen.getByRole('region', { name: 'Segment: Unverified sign-ups' });
    expect(within(unused).getByText('No template sends to it.')).toBeVisible();
    await userEvent.click(within(unused).getByRole('button', { name: 'Delete segment' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete the segment “Unverified sign-ups”?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete “Unverified sign-ups”' }));
    await giveReason(userEvent.setup(), 'Data quality review');
    await waitFor(() => expect(find('segments', '2')).toBeUndefined(), WAIT);
    await waitFor(
      () =>
        expect(within(list).queryByRole('button', { name: /^Unverified sign-ups/ })).not.toBeInTheDocument(),
      WAIT,
    );
    expect(screen.getByText('Pick a segment to edit it.')).toBeVisible();
  });
});

describe('email set-up: triggers', { timeout: 90_000 }, () => {
  it('lists what each trigger sends and saves a changed context and stages', async () => {
    await prepareEmails();
    const sent = rows('templates')
      .filter((t) => String(t.trigger_id) === '4')
      .map((t) => String(t.name));
    expect(sent.length).toBeGreaterThan(0);
    renderApp('/emails/setup');
    const list = await screen.findByRole('list', { name: 'Triggers' }, WAIT);
    const item = await within(list).findByRole(
      'button',
      { name: new RegExp(`Sends ${sent.join(', ').replace(/[()]/g, '\\$&')}`) },
      WAIT,
    );
    await userEvent.click(item);
    const form = screen.getByRole('region', { name: 'Trigger: Visit in three days' });
    for (const name of sent) expect(within(form).getByRole('link', { name })).toBeVisible();

    await userEvent.click(within(form).getByRole('combobox', { name: 'Context' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Study' }));
    await userEvent.type(within(form).getByRole('combobox', { name: 'Stage support' }), 'baseline{Enter}');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(find('triggers', '4')?.context).toBe('study'), WAIT);
    expect(find('triggers', '4')?.stage_support).toEqual(['enrolled', 'follow_up', 'baseline']);
    expect(find('triggers', '4')?.parameters).toEqual({ send_at: '09:00' });
  });
});

describe('the way to the set-up', () => {
  it('the templates list at /emails leads to triggers and segments', async () => {
    signInAs(ACCOUNTS.super);
    const user = userEvent.setup();
    const { location } = renderApp('/emails');
    await screen.findAllByRole('row', {}, { timeout: 20_000 });
    await user.click(screen.getByRole('link', { name: 'Triggers and segments' }));
    await waitFor(() => expect(location()).toBe('/emails/setup'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Email set-up' }, { timeout: 20_000 }),
    ).toBeVisible();
  }, 60_000);
});
