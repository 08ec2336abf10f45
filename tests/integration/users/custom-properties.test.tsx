import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { find } from '@/mocks/db';
import { ACCOUNTS, renderApp, signInAs } from '../app/render-app';
import { typeDate } from '../engine/date-fields';

const WAIT = { timeout: 20_000 };
const stored = (id: number) => (find('users', id)?.custom_properties ?? {}) as Record<string, unknown>;

// The least-privileged account that edits participants: the users feature and nothing else to speak of.
beforeEach(() => signInAs(ACCOUNTS.cohorts));

/** The panel once its values have arrived (its save button shows with them). */
async function panel() {
  const region = await screen.findByRole('region', { name: 'Custom properties' }, WAIT);
  await within(region).findByRole('button', { name: 'Save custom properties' }, WAIT);
  return region;
}

async function addProperty(user: ReturnType<typeof userEvent.setup>, label: string) {
  await user.click(within(await panel()).getByRole('combobox', { name: 'Add a property' }));
  await user.click(await screen.findByRole('option', { name: label }));
}

describe('custom properties, each by its property type', { timeout: 60_000 }, () => {
  it('adds a number, a date and a choice the participant did not hold, and saves them typed', async () => {
    const user = userEvent.setup();
    // Participant 17 holds only the first two properties.
    expect(Object.keys(stored(17)).sort()).toEqual(['preferred_contact', 'wearable_device']);
    renderApp('/users/17?tab=profile');
    const region = await panel();
    expect(within(region).getByRole('switch', { name: 'Uses a wearable device' })).toBeInTheDocument();
    await addProperty(user, 'People in the household');
    const size = within(region).getByRole('spinbutton', { name: 'People in the household' });
    expect(size).toHaveValue(null);
    await user.type(size, '4');
    await addProperty(user, 'Last reached on');
    await typeDate(user, 'Last reached on', '03/02/2026');
    await addProperty(user, 'Best time to call');
    await user.click(within(region).getByRole('combobox', { name: 'Best time to call' }));
    await user.click(await screen.findByRole('option', { name: 'evening' }));
    // Every property is now shown: nothing is left to add.
    expect(within(region).queryByRole('combobox', { name: 'Add a property' })).toBeNull();
    await user.click(within(region).getByRole('button', { name: 'Save custom properties' }));
    expect(await screen.findByText('Custom properties saved', {}, WAIT)).toBeVisible();
    expect(stored(17)).toMatchObject({
      household_size: 4,
      last_reached_on: '2026-02-03',
      contact_window: 'evening',
    });
  });

  it('clearing a number clears the property instead of saving 0', async () => {
    const user = userEvent.setup();
    expect(typeof stored(18).household_size).toBe('number');
    renderApp('/users/18?tab=profile');
    const region = await panel();
    const size = within(region).getByRole('spinbutton', { name: 'People in the household' });
    await user.clear(size);
    expect(size).toHaveValue(null);
    await user.click(within(region).getByRole('button', { name: 'Save custom properties' }));
    expect(await screen.findByText('Custom properties saved', {}, WAIT)).toBeVisible();
    await waitFor(() => expect(stored(18)).not.toHaveProperty('household_size'));
    // It can be added back.
    await addProperty(user, 'People in the household');
  });
});
