import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { auditEntries } from '@/mocks/audit/log';
import { find } from '@/mocks/db';
import { tokenFor } from '@/mocks/node';
import { giveReason } from '../../support/reason';
import { ACCOUNTS, renderApp, signInAs } from '../app/render-app';

// A creation is reverted from the record's History by deleting the record: the dialog names the
// record and says so, Cancel sends nothing, and the delete goes with a reason.

const WAIT = { timeout: 20_000 };

async function createSite(): Promise<number> {
  const res = await fetch(`${location.origin}/api/sites`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${tokenFor(ACCOUNTS.staff)}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ data: { name: 'Made twice', identifier: 'MADE-TWICE' } }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

describe('reverting a creation from History', { timeout: 60_000 }, () => {
  it('asks first, naming the record, then deletes it with the reason', async () => {
    const id = await createSite();
    signInAs(ACCOUNTS.staff);
    const user = userEvent.setup();
    const { location } = renderApp(`/sites/${id}/history`);
    const list = await screen.findByRole('list', { name: 'History' }, WAIT);
    const revert = await within(list).findByRole('button', { name: /^Revert the change of/ }, WAIT);
    const entries = auditEntries().length;

    await user.click(revert);
    const name = `Delete Site ${id} “Made twice”?`;
    let dialog = await screen.findByRole('dialog', { name }, WAIT);
    expect(dialog).toHaveTextContent('Reverting it deletes that record');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    expect(find('sites', id)).toBeDefined();
    expect(auditEntries()).toHaveLength(entries);

    await user.click(revert);
    dialog = await screen.findByRole('dialog', { name }, WAIT);
    await user.click(within(dialog).getByRole('button', { name: 'Delete the record' }));
    await giveReason(user, 'Correcting an error', 'created twice');
    expect(await screen.findByText(`Reverted: Site ${id} “Made twice”.`, {}, WAIT)).toBeVisible();
    expect(find('sites', id)).toBeUndefined();
    // The record's page has nothing left to show: the sites list is shown instead.
    await waitFor(() => expect(location()).toBe('/sites'), WAIT);
    expect(auditEntries().at(-1)).toMatchObject({
      kind: 'revert',
      record_id: String(id),
      reason: 'Correcting an error: created twice',
    });
  });
});
