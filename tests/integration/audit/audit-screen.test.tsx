import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Papa from 'papaparse';
import { auditEntries } from '@/mocks/audit/log';
import { tokenFor } from '@/mocks/node';
import { ACCOUNTS, mainMenu, renderApp, signInAs } from '../app/render-app';

// The global Audit screen over the mock's trail: writes made through the API first, then read,
// narrowed, checked and exported as someone who may read the trail; refused to someone who may not.

const WAIT = { timeout: 20_000 };

async function write(method: string, path: string, data: Record<string, unknown> = {}) {
  const res = await fetch(`${location.origin}/api${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${tokenFor(ACCOUNTS.super)}`,
      'Content-Type': 'application/json',
      'Change-Reason': 'Checked%20by%20test',
    },
    body: JSON.stringify({ data }),
  });
  expect(res.ok, `${method} ${path}`).toBe(true);
}

/** A site renamed (a change) and a condition deleted: two entries, of two entities and kinds. */
async function twoWrites() {
  await write('PUT', '/sites/1', { name: 'Audit North' });
  await write('DELETE', '/conditions/1');
}

const bodyRows = async () => {
  const table = await screen.findByRole('table', { name: 'Audit entries' }, WAIT);
  return within(table).getAllByRole('row').slice(1);
};

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('the Audit screen', { timeout: 60_000 }, () => {
  it('lists, narrows and checks the trail, and finds an altered entry', async () => {
    await twoWrites();
    signInAs(ACCOUNTS.super);
    const user = userEvent.setup();
    renderApp('/audit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit' }, WAIT)).toBeVisible();
    await waitFor(async () => expect(await bodyRows()).toHaveLength(auditEntries().length), WAIT);
    const all = await bodyRows();
    // Newest first: the delete before the rename.
    expect(all[0]).toHaveTextContent('Deleted');
    expect(all.at(-1)).toHaveTextContent('Audit North');
    const n = auditEntries().length;
    expect(
      await screen.findByText(`The audit trail verifies: ${n} entries, none altered`, {}, WAIT),
    ).toBeVisible();

    await choose(user, 'Record type', 'Site');
    await waitFor(async () => expect(await bodyRows()).toHaveLength(1), WAIT);
    expect((await bodyRows())[0]).toHaveTextContent('Audit North');
    expect(within((await bodyRows())[0]!).getByRole('link', { name: 'Site 1' })).toHaveAttribute(
      'href',
      '/sites/1',
    );
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await choose(user, 'Kind of change', 'Deleted');
    await waitFor(async () => expect(await bodyRows()).toHaveLength(1), WAIT);
    expect((await bodyRows())[0]).toHaveTextContent('Condition 1');

    // Altered after the fact: its hash no longer matches what it says.
    const entries = auditEntries();
    const first = entries[0]!;
    entries[0] = { ...first, reason: 'Forged' };
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(
      await screen.findByText(
        `The audit trail does not verify: entry #${String(first.id)} was altered or removed`,
        {},
        WAIT,
      ),
    ).toBeVisible();
  });

  it("links a record to its page under its entity's route, not its API path", async () => {
    // Laboratories are served at /labs and routed at /laboratories: /labs is the Labs area.
    await write('PUT', '/labs/1', { name: 'Audit Lab' });
    signInAs(ACCOUNTS.super);
    renderApp('/audit');
    await waitFor(async () => expect(await bodyRows()).toHaveLength(auditEntries().length), WAIT);
    const row = (await bodyRows())[0]!;
    expect(row).toHaveTextContent('Audit Lab');
    expect(within(row).getByRole('link', { name: /^Laboratory 1/ })).toHaveAttribute(
      'href',
      '/laboratories/1',
    );
  });

  it('is neither offered nor opened to an account without the permission', async () => {
    signInAs(ACCOUNTS.staff);
    const first = renderApp('/');
    const menu = await mainMenu();
    await waitFor(() => expect(within(menu).getAllByRole('link').length).toBeGreaterThan(0), WAIT);
    expect(within(menu).queryByRole('link', { name: 'Audit' })).toBeNull();
    first.unmount();
    renderApp('/audit');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You do not have access to this page' }, WAIT),
    ).toBeVisible();
    expect(screen.queryByRole('table', { name: 'Audit entries' })).toBeNull();
  });

  it('exports the filtered result as a CSV file of its rows', async () => {
    await twoWrites();
    signInAs(ACCOUNTS.super);
    const blobs: Blob[] = [];
    const names: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:audit';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const user = userEvent.setup();
    renderApp('/audit');
    await waitFor(async () => expect(await bodyRows()).toHaveLength(auditEntries().length), WAIT);
    await choose(user, 'Record type', 'Site');
    await waitFor(async () => expect(await bodyRows()).toHaveLength(1), WAIT);
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(names).toHaveLength(1), WAIT);
    expect(names[0]).toMatch(/^audit-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blobs[0]!);
    });
    const { data } = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), { header: true });
    const site = auditEntries().find((e) => e.entity === 'sites')!;
    expect(data).toEqual([
      expect.objectContaining({
        Entry: String(site.id),
        Kind: 'Changed',
        'Record type': 'sites',
        'Record id': '1',
        Reason: 'Checked by test',
        Hash: site.hash,
      }),
    ]);
    expect(data[0]?.Changes).toContain('Audit North');
  });
});
