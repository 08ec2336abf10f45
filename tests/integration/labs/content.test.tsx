import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDateTime } from '@/i18n';
import { controls } from '@/mocks/controls';
import { tokenFor } from '@/mocks/node';
import { ACCOUNTS, renderApp, signInAs } from '../app/render-app';

const WAIT = { timeout: 10_000 };

beforeEach(() => signInAs(ACCOUNTS.super));

async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

const rowOf = async (key: string) =>
  (await screen.findByRole('link', { name: key }, WAIT)).closest('tr') as HTMLElement;

describe('content strings: missing and out-of-date translations per locale', { timeout: 90_000 }, () => {
  it('marks each locale of a key and filters to the missing ones of one locale', async () => {
    const user = userEvent.setup();
    const { location } = renderApp('/labs/content-list');
    const row = await rowOf('emails.kit_shipped.body');
    expect(within(row).getAllByText('Missing')).toHaveLength(3);
    expect(within(await rowOf('consent.withdraw')).getAllByText('Out of date')).toHaveLength(2);
    expect(screen.getByText('Deutsch: 2 missing, 5 out of date')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Translation' }));
    await user.click(await screen.findByRole('option', { name: 'Français' }));
    await user.click(screen.getByRole('combobox', { name: 'Show' }));
    await user.click(await screen.findByRole('option', { name: 'Missing' }));
    expect(location()).toBe('/labs/content-list?locale=fr-fr&state=missing');
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'consent.withdraw' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('link', { name: 'study_home.duration' })).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search keys and texts' }), 'kit');
    await waitFor(() => expect(screen.getByText('1 of 25 strings')).toBeInTheDocument());
  });

  it('shows who last changed each string, in any locale, and when', async () => {
    renderApp('/labs/content-list');
    const row = await rowOf('consent.withdraw');
    const catalogue = (await (
      await fetch('/api/admin/content-strings', {
        headers: { Authorization: `Bearer ${tokenFor(ACCOUNTS.super)}` },
      })
    ).json()) as {
      data: { strings: { key: string; texts: Record<string, { updated_at: string; updated_by: string }> }[] };
    };
    const texts = Object.values(
      catalogue.data.strings.find((s) => s.key === 'consent.withdraw')?.texts ?? {},
    );
    const latest = texts.reduce((a, b) => (b.updated_at > a.updated_at ? b : a));
    const cell = within(row).getByText(latest.updated_by).closest('td') as HTMLElement;
    expect(within(cell).getByText(formatDateTime(latest.updated_at))).toHaveAttribute(
      'dateTime',
      latest.updated_at,
    );
  });

  it('translates a missing key beside its primary text and saves it', async () => {
    const user = userEvent.setup();
    renderApp('/labs/content/study_home.eligibility');
    const field = await screen.findByRole('textbox', { name: 'Nederlands translation' }, WAIT);
    const section = screen.getByRole('region', { name: 'Nederlands' });
    expect(within(section).getByText('Missing')).toBeInTheDocument();
    expect(within(section).getByText('Who can take part')).toBeInTheDocument();
    await fill(user, field, 'Wie kan er meedoen, en onder welke voorwaarden precies?');
    expect(within(section).getByText(/times as long as the primary text/)).toBeInTheDocument();
    await user.clear(field);
    await fill(user, field, 'Wie kan meedoen');
    expect(within(section).queryByText(/times as long/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Content string saved', {}, WAIT)).toBeInTheDocument();
    expect(within(section).getByText('Up to date')).toBeInTheDocument();
  });

  it('keeps the typed text when someone else saved first, and says so', async () => {
    const user = userEvent.setup();
    controls.forceStatus({
      method: 'PUT',
      path: '/api/admin/content-strings/',
      status: 409,
      times: 1,
      body: { message: 'Conflict' },
    });
    renderApp('/labs/content/study_home.eligibility');
    const field = await screen.findByRole('textbox', { name: 'Nederlands translation' }, WAIT);
    await fill(user, field, 'Wie kan meedoen');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Someone else saved this string/, {}, WAIT)).toBeInTheDocument();
    expect(field).toHaveValue('Wie kan meedoen');
    expect(screen.getByRole('button', { name: 'Save and replace their version' })).toBeEnabled();
  });

  it('opens a new string without a key and refuses a taken key', async () => {
    const user = userEvent.setup();
    renderApp('/labs/content');
    const key = await screen.findByRole('textbox', { name: 'Key' }, WAIT);
    await fill(user, key, 'consent.title');
    await fill(user, screen.getByRole('textbox', { name: 'English (UK) (primary)' }), 'Before you begin');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This key already exists', {}, WAIT)).toBeInTheDocument();
    await user.clear(key);
    await fill(user, key, 'consent.footer');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'consent.footer' }, WAIT),
    ).toBeInTheDocument();
  });
});
