import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { find } from '@/mocks/db';
import { giveReason } from '../../support/reason';
import { ACCOUNTS, renderApp, signInAs } from '../app/render-app';
import { typeDate } from '../engine/date-fields';

const WAIT = { timeout: 20_000 };

beforeEach(() => signInAs(ACCOUNTS.cohorts));

describe("a participant's birthday in the en-GB picker", { timeout: 60_000 }, () => {
  it('refuses a half-typed birthday with its message and saves nothing; a whole one saves', async () => {
    const user = userEvent.setup();
    const before = find('users', 19)?.birthday;
    renderApp('/users/19?tab=profile');
    const form = await screen.findByRole('form', { name: 'Profile' }, WAIT);
    await typeDate(user, 'Birthday', '24/05');
    await user.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(await within(form).findByText(/Finish typing the date/)).toBeVisible();
    expect(find('users', 19)?.birthday).toBe(before);
    await typeDate(user, 'Birthday', '24/05/1980');
    await user.click(within(form).getByRole('button', { name: 'Save profile' }));
    // Personal data: the change asks why before it is sent.
    await giveReason(user);
    expect(await screen.findByText('Profile saved', {}, WAIT)).toBeVisible();
    expect(String(find('users', 19)?.birthday).slice(0, 10)).toBe('1980-05-24');
  });
});
