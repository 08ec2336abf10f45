import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { find, rows } from '@/mocks/db';
import { prepareEmails } from '@resources/emails/mocks/seed';
import { ACCOUNTS, renderApp, signInAs } from '../app/render-app';

const WAIT = { timeout: 30_000 };

const folders = () => screen.getByRole('navigation', { name: 'Folders' });
const table = () => screen.getByRole('table');
// Looked up at each call: a new filter may draw a new table.
const rowOf = (name: string) => within(table()).getByText(name).closest('tr') as HTMLElement;

async function idOf(name: string): Promise<string> {
  await prepareEmails();
  return String(rows('templates').find((t) => t.name === name)?.id);
}

async function openList() {
  const app = renderApp('/emails');
  await screen.findByText('Password reset', {}, WAIT);
  return app;
}

const dialogGone = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);

async function select(...names: string[]) {
  for (const name of names) await userEvent.click(within(rowOf(name)).getByRole('checkbox'));
}

beforeEach(() => signInAs(ACCOUNTS.super));

describe('/emails: templates in their folders', { timeout: 120_000 }, () => {
  it('choosing a folder lists what it and its subfolders hold, and marks the folder as current', async () => {
    await openList();
    await userEvent.click(within(folders()).getByRole('button', { name: 'Kit logistics' }));
    expect(within(folders()).getByRole('button', { name: 'Kit logistics' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await waitFor(() => expect(within(table()).queryByText('Password reset')).toBeNull(), WAIT);
    expect(within(table()).getByText('Your kit is on its way')).toBeVisible();
    // "Results" sits inside "Kit logistics".
    expect(within(table()).getByText('Your results are ready')).toBeVisible();
    await userEvent.click(within(folders()).getByRole('button', { name: 'Results' }));
    await waitFor(() => expect(within(table()).queryByText('Your kit is on its way')).toBeNull(), WAIT);
    expect(within(table()).getByText('Your results are ready')).toBeVisible();
    await userEvent.click(within(folders()).getByRole('button', { name: 'All templates' }));
    expect(await screen.findByText('Password reset', {}, WAIT)).toBeVisible();
  });

  it('moves the selected templates to another folder through their update calls', async () => {
    const kit = await idOf('Kit not yet returned');
    const lab = await idOf('Sample received at the lab');
    await openList();
    await select('Kit not yet returned', 'Sample received at the lab');
    await userEvent.click(screen.getByRole('button', { name: 'Move to folder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move 2 templates to' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Folder' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Archive' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await screen.findByText('2 templates moved to Archive', {}, WAIT)).toBeVisible();
    await dialogGone();
    const archive = String(rows('template-folders').find((f) => f.name === 'Archive')?.id);
    expect(String(find('templates', kit)?.folder_id)).toBe(archive);
    expect(String(find('templates', lab)?.folder_id)).toBe(archive);
    await userEvent.click(within(folders()).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('Kit not yet returned', {}, WAIT)).toBeVisible();
  });

  it('duplicates one template on the server and opens the copy in the editor', async () => {
    const source = await idOf('Password reset');
    const { location } = await openList();
    await select('Password reset', 'Results delayed');
    expect(screen.getByRole('button', { name: 'Duplicate (choose one)' })).toBeDisabled();
    await select('Results delayed');
    await userEvent.click(screen.getByRole('button', { name: 'Duplicate' }));
    const copy = await waitFor(() => {
      const made = rows('templates').find((t) => t.name === 'Password reset (copy)');
      expect(made).toBeDefined();
      return String(made?.id);
    }, WAIT);
    await waitFor(() => expect(location()).toBe(`/templates/${copy}`), WAIT);
    expect(rows('templates').filter((t) => t.name === 'Password reset (copy)')).toHaveLength(1);
    expect(
      rows('template-activity').some((a) => String(a.template_id) === source && a.action === 'duplicated'),
    ).toBe(true);
  });

  it('activates and deactivates several templates after naming them', async () => {
    const april = await idOf('Monthly newsletter: April');
    const delayed = await idOf('Results delayed');
    const welcome = await idOf('Welcome to Research Together');
    await openList();
    await select('Monthly newsletter: April', 'Results delayed');
    await userEvent.click(screen.getByRole('button', { name: 'Activate' }));
    const ask = await screen.findByRole('dialog', { name: 'Activate 2 templates?' });
    expect(ask).toHaveTextContent('Monthly newsletter: April');
    expect(ask).toHaveTextContent('Results delayed');
    await userEvent.click(within(ask).getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('2 templates activated', {}, WAIT)).toBeVisible();
    await dialogGone();
    expect(find('templates', april)?.is_active).toBe(true);
    expect(find('templates', delayed)?.is_active).toBe(true);

    await select('Welcome to Research Together');
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    const off = await screen.findByRole('dialog', { name: 'Deactivate 1 template?' });
    await userEvent.click(within(off).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(find('templates', welcome)?.is_active).toBe(false), WAIT);
    expect(
      rows('template-activity').some((a) => String(a.template_id) === welcome && a.action === 'deactivated'),
    ).toBe(true);
  });
});
