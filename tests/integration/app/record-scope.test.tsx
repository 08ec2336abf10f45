import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createConsoleDataProvider } from '@/app/assembly';

import { ACCOUNTS, renderApp, signInAs } from './render-app';

const dataProvider = createConsoleDataProvider();

/** A study on each side of the external-only scope, read as the superuser would. */
async function studies() {
  signInAs(ACCOUNTS.super);
  const read = (isExternal: boolean) =>
    dataProvider.getList('studies', {
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'id', order: 'ASC' },
      filter: { is_external: isExternal },
    });
  const [internal, external] = await Promise.all([read(false), read(true)]);
  const pick = (r: typeof internal) => {
    const first = r.data[0];
    if (!first) throw new Error('the seed has no such study');
    return first;
  };
  return { internal: pick(internal), external: pick(external) };
}

const DENIED = 'You do not have access to this page';

describe('a user kept to external studies, on a study typed into the address bar', () => {
  it('gets the refusal page for an internal study, on its show and edit pages', async () => {
    const { internal } = await studies();
    signInAs(ACCOUNTS.external);
    const shown = renderApp(`/studies/${String(internal.id)}/show`);
    expect(await screen.findByRole('heading', { name: DENIED, level: 1 }, { timeout: 10000 })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    // Not even in the app bar or the browser tab.
    expect(screen.queryByText(String(internal.title), { exact: false })).toBeNull();
    expect(document.title).not.toContain(String(internal.title));
    shown.unmount();

    renderApp(`/studies/${String(internal.id)}`);
    expect(await screen.findByRole('heading', { name: DENIED, level: 1 }, { timeout: 10000 })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    // Nor a Show button that would only lead to the same refusal. react-admin shows it only after
    // its own access check answers, so give that check the time to answer before looking.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(screen.queryByRole('link', { name: 'Show' })).toBeNull();
  });

  it('edits an external study without the internal/external switch, and it stays external', async () => {
    const { external } = await studies();
    signInAs(ACCOUNTS.external);
    renderApp(`/studies/${String(external.id)}`);
    const title = await screen.findByRole('textbox', { name: 'Title' }, { timeout: 10000 });
    await waitFor(() => expect(title).toHaveValue(String(external.title)));
    expect(screen.queryByLabelText('External study')).toBeNull();
    // Inside the scope the edit page offers Show, which the refusal above must not.
    expect(await screen.findByRole('link', { name: 'Show' }, { timeout: 5000 })).toBeVisible();
    await userEvent.clear(title);
    await userEvent.type(title, 'Renamed external study');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Changes saved', {}, { timeout: 10000 });
    const saved = await dataProvider.getOne('studies', { id: external.id });
    expect(saved.data).toMatchObject({ title: 'Renamed external study', is_external: true });
  });
});
