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
      // Without an open draft, whose holder would keep this account from checking it out.
      filter: { is_external: isExternal, has_draft: false },
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
    expect(screen.queryByRole('button', { name: 'Check out' })).toBeNull();
    expect(document.title).not.toContain(String(internal.title));
  });

  it('edits an external study in the study editor, and it stays external', async () => {
    const { external } = await studies();
    signInAs(ACCOUNTS.external);
    renderApp(`/studies/${String(external.id)}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Check out' }, { timeout: 10000 }));
    const title = await screen.findByRole('textbox', { name: 'Title' }, { timeout: 10000 });
    await waitFor(() => expect(title).toBeEnabled());
    expect(screen.queryByLabelText('External study')).toBeNull();
    await userEvent.clear(title);
    await userEvent.type(title, 'Renamed external study');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('All changes saved', {}, { timeout: 10000 });
    const saved = await dataProvider.getOne('studies', { id: external.id });
    expect(saved.data).toMatchObject({ has_draft: true, is_external: true });
  });
});
