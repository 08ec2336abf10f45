import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { auditEntries } from '@/mocks/audit/log';
import { find } from '@/mocks/db';
import { ACCOUNTS, renderApp, signInAs } from '../app/render-app';
import { giveReason } from '../../support/reason';

const WAIT = { timeout: 20_000 };
const USER = 42;
const participant = () => find('users', USER)!;

beforeEach(() => signInAs(ACCOUNTS.super));

describe('a risky write asks why before it is sent', { timeout: 60_000 }, () => {
  it('a participant’s phone: cancel keeps what was typed and sends nothing; the reason is recorded', async () => {
    const user = userEvent.setup();
    renderApp(`/users/${USER}?tab=profile`);
    const before = participant().phone;
    const phone = await screen.findByRole('textbox', { name: 'Phone' }, WAIT);
    await user.clear(phone);
    await user.type(phone, '07700 900456');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Why is this change made?' }, WAIT);
    expect(within(dialog).getByText(/Changing a participant's personal data is recorded/)).toBeVisible();
    // "Other" needs words before it can be sent.
    await user.click(within(dialog).getByRole('radio', { name: 'Other' }));
    expect(within(dialog).getByRole('button', { name: 'Send with this reason' })).toBeDisabled();
    const entries = auditEntries().length;
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText(/needs a reason. Nothing was sent/, {}, WAIT)).toBeVisible();
    // Once the dialog has closed, the page is readable again with what was typed.
    expect(await screen.findByRole('textbox', { name: 'Phone' }, WAIT)).toHaveValue('07700 900456');
    expect(participant().phone).toBe(before);
    expect(auditEntries()).toHaveLength(entries);

    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await giveReason(user, "At the participant's request", 'phoned the study line');
    await waitFor(() => expect(participant().phone).toBe('07700 900456'), WAIT);
    const entry = auditEntries().at(-1);
    expect(entry).toMatchObject({
      entity: 'users',
      record_id: String(USER),
      reason: "At the participant's request: phoned the study line",
    });
    expect(entry?.changes).toContainEqual(
      expect.objectContaining({ field: 'phone', before: before ?? null, after: '07700 900456' }),
    );
  });
});
