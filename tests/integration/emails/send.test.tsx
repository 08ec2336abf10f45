import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { rows } from '@/mocks/db';
import { prepareEmails } from '@resources/emails/mocks/seed';
import { ACCOUNTS, renderApp, signInAs } from '../app/render-app';
import { countPosts } from '../kitlink/support';

const WAIT = { timeout: 20_000 };

beforeEach(() => signInAs(ACCOUNTS.super));

describe('sending a template to its audience', { timeout: 90_000 }, () => {
  it('is confirmed by typing the count, goes once on a double click, and keeps its answer on screen', async () => {
    const user = userEvent.setup();
    await prepareEmails();
    const id = String(rows('templates').find((t) => t.name === 'Monthly newsletter: May')?.id);
    const sends = countPosts(`/admin/templates/${id}/send`);
    renderApp(`/templates/${id}`);
    await user.click(await screen.findByRole('button', { name: 'Send…' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'Send this email' }, WAIT);
    const audience = await within(dialog).findByText(/^This email goes to [\d,]+ recipients?\.$/, {}, WAIT);
    const count = (audience.textContent ?? '').replace(/\D/g, '');
    await user.click(within(dialog).getByRole('combobox', { name: 'Language' }));
    await user.click(await screen.findByRole('option', { name: 'English (UK)' }));
    const confirm = within(dialog).getByRole('textbox', { name: /^Type \d+ to confirm/ });
    await user.type(confirm, '1');
    const send = within(dialog).getByRole('button', { name: /^Send to / });
    await user.click(send);
    expect(within(dialog).getByText('Type the number of recipients exactly.')).toBeVisible();
    expect(sends()).toBe(0);
    await user.clear(confirm);
    await user.type(confirm, count);
    await user.dblClick(send);
    expect(await within(dialog).findByText(/^Sent: queued for/, {}, WAIT)).toBeVisible();
    // The answer stays: the button the second click found is disabled, not Close.
    expect(within(dialog).getByRole('button', { name: 'Sent' })).toBeDisabled();
    await waitFor(() => expect(sends()).toBe(1));
  });
});
