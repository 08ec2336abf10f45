import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERM } from '@/auth/permission-names';
import { AUDIT_PERMISSION } from '@/contract';
import { auditEntries } from '@/mocks/audit/log';
import { find } from '@/mocks/db';
import { addAccount } from '@/mocks/lib/accounts';
import { server, tokenFor } from '@/mocks/node';
import { giveReason } from '../../support/reason';
import { ACCOUNTS, renderApp, signInAs } from '../app/render-app';

// A deleted record has no page and so no History: it is restored from the Audit screen, by an
// account that may read the trail and create the record, with a reason, and by no one else.

const WAIT = { timeout: 20_000 };
// Conditions are read across the study area but changed only by staff who see internal studies.
const CONDITION = 3;
const AT = '2025-06-02T09:30:00.000Z';

/** An account holding only what it names: the least privilege the screen is tried with. */
function account(email: string, permissions: string[]) {
  addAccount(
    {
      email,
      fullname: email.split('@')[0]!,
      permissions,
      password: 'research-demo',
      acceptedTermsAt: AT,
      needsDeviceCode: false,
    },
    { accepted_admin_terms_at: AT },
  );
  signInAs(email);
}

async function deleteCondition() {
  const res = await fetch(`${location.origin}/api/conditions/${CONDITION}`, {
    method: 'DELETE',
    headers: { Authorization: `Bearer ${tokenFor(ACCOUNTS.super)}`, 'Change-Reason': 'Closed%20down' },
  });
  expect(res.ok).toBe(true);
}

/** The restores the browser sends, counted as they leave. */
function restoresSent(): { count: number } {
  const sent = { count: 0 };
  const listener = ({ request }: { request: Request }) => {
    if (request.method === 'PUT' && new URL(request.url).pathname.endsWith('/revert')) sent.count += 1;
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return sent;
}

const deletionRow = async () => {
  const table = await screen.findByRole('table', { name: 'Audit entries' }, WAIT);
  await waitFor(() => expect(within(table).getAllByText('Deleted').length).toBeGreaterThan(0), WAIT);
  return within(table).getAllByText('Deleted')[0]!.closest('tr')!;
};

describe('restoring a deleted record from the Audit screen', { timeout: 60_000 }, () => {
  it('restores it, once, with the reason, for an account that may create it', async () => {
    const name = String(find('conditions', CONDITION)!.name);
    await deleteCondition();
    account('study-auditor@research.test', [AUDIT_PERMISSION, PERM.studies]);
    const user = userEvent.setup();
    renderApp('/audit');
    const row = await deletionRow();
    const restore = within(row).getByRole('button', { name: `Restore Condition ${CONDITION} “${name}”` });
    const entries = auditEntries().length;
    const sent = restoresSent();
    // Twice in the same moment, before the button can show it is busy: one write is sent.
    fireEvent.click(restore);
    fireEvent.click(restore);
    // The reason is asked for what the write does.
    expect(await screen.findByRole('dialog', { name: 'Why is this change made?' }, WAIT)).toHaveTextContent(
      'Restoring a deleted record',
    );
    await giveReason(user, 'Correcting an error', 'closed by mistake');
    expect(await screen.findByText(`Restored: Condition ${CONDITION} “${name}”.`, {}, WAIT)).toBeVisible();
    expect(find('conditions', CONDITION)).toMatchObject({ id: CONDITION, name });
    expect(auditEntries()).toHaveLength(entries + 1);
    // The row says so and offers no second restore; the record's link opens it.
    const after = await deletionRow();
    await waitFor(() => expect(within(after).getByText('Restored')).toBeVisible(), WAIT);
    expect(within(after).queryByRole('button', { name: /^Restore/ })).toBeNull();

    // The second press sent nothing and asked nothing.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    expect(sent.count).toBe(1);
    expect(screen.queryByText(/needs a reason|Nothing was reverted/)).toBeNull();
    expect(auditEntries().at(-1)).toMatchObject({
      kind: 'revert',
      entity: 'conditions',
      record_id: String(CONDITION),
      reason: 'Correcting an error: closed by mistake',
    });
  });

  it('is not offered to an account that may read the trail but not create the record', async () => {
    await deleteCondition();
    account('external-auditor@research.test', [AUDIT_PERMISSION, PERM.externalStudies]);
    renderApp('/audit');
    const row = await deletionRow();
    // The account reads conditions (the record is named and linked) but may not create them.
    expect(within(row).getByRole('link', { name: `Condition ${CONDITION}` })).toBeVisible();
    expect(within(row).queryByRole('button', { name: /^Restore/ })).toBeNull();
    // Nor does the server take it from that account if sent by hand.
    const entry = auditEntries().at(-1)!;
    const res = await fetch(`${location.origin}/api/admin/audit/conditions/${CONDITION}/revert`, {
      method: 'PUT',
      headers: {
        Authorization: `Bearer ${tokenFor('external-auditor@research.test')}`,
        'Content-Type': 'application/json',
        'Change-Reason': 'x',
      },
      body: JSON.stringify({ data: { entry_id: entry.id } }),
    });
    expect(res.status).toBe(403);
    expect(find('conditions', CONDITION)).toBeUndefined();
  });
});
