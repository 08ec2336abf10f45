import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { entities } from '@/app/registry';
import { createDataProvider } from '@/data';
import { ACCOUNT_EMAILS } from '../../fixtures/access';
import { labelPattern } from './cases';
import { firstRecord, renderAdmin, signInSuperuser } from './render-admin';

const DENIED = 'You do not have access to this page';
const APP = 'Research Console';

describe('participant data: refused to an account without the users permission', () => {
  it.each(['/enrollments', '/call-logs', '/patients', '/users/6/show'])(
    'refuses %s to the external-studies account',
    async (path) => {
      renderAdmin(path, { email: ACCOUNT_EMAILS.external });
      expect(await screen.findByRole('heading', { name: DENIED })).toBeInTheDocument();
    },
  );
});

describe('a reference to what the user may not read shows its id, and is not read', () => {
  it('lists kits for the kits account with bare study ids and no study request', async () => {
    const dataProvider = createDataProvider(entities);
    const getMany = vi.spyOn(dataProvider, 'getMany');
    const { container } = renderAdmin('/kits', { email: ACCOUNT_EMAILS.device, dataProvider });
    await waitFor(() => expect(container.querySelectorAll('tbody tr').length).toBeGreaterThan(0));
    const column = [...container.querySelectorAll('thead th')].findIndex((th) => th.textContent === 'Study');
    expect(column).toBeGreaterThan(-1);
    const studyCells = [...container.querySelectorAll('tbody tr')].map(
      (tr) => tr.children[column]?.textContent ?? '',
    );
    expect(studyCells.some((text) => /^#\d+$/.test(text))).toBe(true);
    expect(studyCells.every((text) => text === '' || /^#\d+$/.test(text))).toBe(true);
    expect(container.querySelectorAll('a[href^="/studies/"]')).toHaveLength(0);
    expect(getMany.mock.calls.map((c) => c[0])).not.toContain('studies');
  });

  it('offers no user or study picker on a kit, only the ids', async () => {
    signInSuperuser();
    const kits = await createDataProvider(entities).getList('kits', {
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'id', order: 'ASC' },
      filter: { user_id: { ne: null } },
    });
    const kit = kits.data[0];
    expect(typeof kit?.user_id).toBe('number');
    renderAdmin(`/kits/${String(kit?.id)}`, { email: ACCOUNT_EMAILS.device });
    const user = await screen.findByRole('textbox', { name: labelPattern('User') });
    expect(user).toHaveAttribute('readonly');
    expect(user).toHaveValue(`#${String(kit?.user_id)}`);
    expect(screen.queryByRole('combobox', { name: labelPattern('User') })).toBeNull();
    expect(screen.queryByRole('combobox', { name: labelPattern('Study') })).toBeNull();
    expect(
      screen.getAllByText('You do not have access to these records: only their ids are shown.').length,
    ).toBe(2);
  });
});

describe('the external-studies scope follows references to the pickers', () => {
  it('offers only external studies in a partner study’s Study picker', async () => {
    signInSuperuser();
    const external = await createDataProvider(entities).getList('studies', {
      pagination: { page: 1, perPage: 500 },
      sort: { field: 'id', order: 'ASC' },
      filter: { is_external: true },
    });
    const titles = new Set(external.data.map((s) => String(s.title)));
    renderAdmin('/partner-studies/create', { email: ACCOUNT_EMAILS.external });
    const study = await screen.findByRole('combobox', { name: labelPattern('Study') });
    await userEvent.click(study);
    const listbox = await screen.findByRole('listbox');
    const options = await within(listbox).findAllByRole('option');
    expect(options.length).toBeGreaterThan(0);
    for (const option of options) expect(titles.has(option.textContent.replace(/ · #\d+$/, ''))).toBe(true);
    await userEvent.type(study, 'a');
    await waitFor(async () => {
      const found = await within(await screen.findByRole('listbox')).findAllByRole('option');
      expect(found.map((o) => titles.has(o.textContent.replace(/ · #\d+$/, '')))).not.toContain(false);
    });
  });
});

describe('record tabs of participant data name the entity and id, never the record', () => {
  it('titles a user’s show and edit pages "User {id}" while a study keeps its title', async () => {
    const { dataProvider, unmount } = renderAdmin('/sites');
    const user = await firstRecord(dataProvider, 'users');
    unmount();
    const shown = renderAdmin(`/users/${String(user.id)}/show`, { email: ACCOUNT_EMAILS.staff });
    await waitFor(() => expect(document.title).toBe(`User ${String(user.id)} · ${APP}`));
    expect(document.title).not.toContain(String(user.fullname));
    shown.unmount();
    renderAdmin(`/users/${String(user.id)}`, { email: ACCOUNT_EMAILS.staff });
    await screen.findByRole('textbox', { name: labelPattern('Full name') });
    await waitFor(() => expect(document.title).toBe(`User ${String(user.id)} · ${APP}`));
  });

  it('keeps the record’s title for entities without participant data', async () => {
    const { dataProvider, unmount } = renderAdmin('/sites');
    const study = await firstRecord(dataProvider, 'studies');
    unmount();
    renderAdmin(`/studies/${String(study.id)}/show`);
    await waitFor(() => expect(document.title).toBe(`Study ${String(study.title)} · ${APP}`));
  });
});
