import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setToken } from '@/auth';
import { entities } from '@/app/registry';
import { createDataProvider } from '@/data';
import { renderAdmin } from './render-admin';

const DENIED = 'You do not have access to this page';

describe('access: buttons and routes the user may not use are not shown; a direct URL is refused', () => {
  it('refuses a list the user holds no permission for, with a clear page', async () => {
    renderAdmin('/roles', { email: 'staff@research.test' });
    expect(await screen.findByRole('heading', { name: DENIED })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('shows no refusal once the session is gone: signing out is not a refusal', async () => {
    renderAdmin('/roles', { email: 'staff@research.test' });
    expect(await screen.findByRole('heading', { name: DENIED })).toBeInTheDocument();
    act(() => setToken(null));
    await waitFor(() => expect(screen.queryByRole('heading', { name: DENIED })).toBeNull());
  });

  it('keeps surveys to the study area, and changes to locales to superusers', async () => {
    renderAdmin('/surveys', { email: 'device@research.test' });
    expect(await screen.findByRole('heading', { name: DENIED })).toBeInTheDocument();
    cleanup();
    renderAdmin('/locales/create', { email: 'staff@research.test' });
    expect(await screen.findByRole('heading', { name: DENIED })).toBeInTheDocument();
    cleanup();
    const { container } = renderAdmin('/locales', { email: 'staff@research.test' });
    await waitFor(() => expect(container.querySelectorAll('tbody tr').length).toBeGreaterThan(0));
    expect(screen.queryByRole('link', { name: 'Create' })).toBeNull();
  });

  it('keeps partners to staff of the study area: a kits-and-orders account is refused', async () => {
    renderAdmin('/partners/create', { email: 'device@research.test' });
    expect(await screen.findByRole('heading', { name: DENIED })).toBeInTheDocument();
    cleanup();
    const { container } = renderAdmin('/partners', { email: 'external@research.test' });
    await waitFor(() => expect(container.querySelectorAll('tbody tr').length).toBeGreaterThan(0));
  });

  it('refuses a typed edit URL as well as the list', async () => {
    document.title = 'Users · Research Console';
    renderAdmin('/users/1', { email: 'external@research.test' });
    expect(await screen.findByRole('heading', { name: DENIED })).toBeInTheDocument();
    // The refusal names itself in the browser tab, not the screen before it.
    await waitFor(() => expect(document.title).toBe(`${DENIED} · Research Console`));
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('names a referenced record without linking it when the user may not open it', async () => {
    const { container } = renderAdmin('/users', { email: 'staff@research.test' });
    await waitFor(() => expect(container.querySelectorAll('tbody tr').length).toBeGreaterThan(0));
    const cohortColumn = [...container.querySelectorAll('thead th')].findIndex(
      (th) => th.textContent === 'Cohort',
    );
    expect(cohortColumn).toBeGreaterThan(-1);
    const cells = [...container.querySelectorAll('tbody tr')].map((tr) => tr.children[cohortColumn]);
    await waitFor(() => expect(cells.some((td) => (td?.textContent ?? '') !== '')).toBe(true));
    expect(container.querySelectorAll('tbody a[href^="/cohorts/"]')).toHaveLength(0);
    cleanup();
    const shown = renderAdmin('/users');
    await waitFor(() =>
      expect(shown.container.querySelectorAll('tbody a[href^="/cohorts/"]').length).toBeGreaterThan(0),
    );
  });

  it('shows the list, create, export and bulk selection to a user who may use them', async () => {
    const { container } = renderAdmin('/sites', { email: 'staff@research.test' });
    await waitFor(() => expect(container.querySelectorAll('tbody tr').length).toBeGreaterThan(0));
    expect(screen.getByRole('link', { name: 'Create' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox').length).toBeGreaterThan(1);
  });

  it('hides create, edit and bulk delete where the access constants say none', async () => {
    const { container } = renderAdmin('/events', { email: 'staff@research.test' });
    await waitFor(() => expect(container.querySelectorAll('tbody tr').length).toBeGreaterThan(0));
    expect(screen.queryByRole('link', { name: 'Create' })).not.toBeInTheDocument();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });

  it('answers the create URL of an entity nobody may create with a clear page, not the list', async () => {
    const { container } = renderAdmin('/events/create', { email: 'super@research.test' });
    expect(await screen.findByRole('heading', { name: 'This page is not available' })).toBeInTheDocument();
    expect(screen.getByText('Records of this kind cannot be created in the console.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(container.querySelectorAll('tbody tr')).toHaveLength(0);
  });

  it('opens the show page for the edit URL of an entity nobody may edit', async () => {
    const { dataProvider } = renderAdmin('/events', { email: 'super@research.test' });
    const { data } = await dataProvider.getList('events', {
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    const id = String(data[0]?.id);
    cleanup();
    const { location } = renderAdmin(`/events/${id}`, { email: 'super@research.test' });
    await waitFor(() => expect(location.pathname).toBe(`/events/${id}/show`));
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});

describe('list scope: staff who may see external studies but not internal ones (spec §2)', () => {
  const studiesCalls = (spy: { mock: { calls: unknown[][] } }) =>
    spy.mock.calls.filter((c) => c[0] === 'studies').map((c) => (c[1] as { filter: object }).filter);

  it('keeps their studies list, whatever they filter, to external studies', async () => {
    const dataProvider = createDataProvider(entities);
    const getList = vi.spyOn(dataProvider, 'getList');
    const { container } = renderAdmin('/studies?type=external', {
      email: 'external@research.test',
      dataProvider,
    });
    await waitFor(() => expect(container.querySelectorAll('tbody tr').length).toBeGreaterThan(0));
    expect(studiesCalls(getList).length).toBeGreaterThan(0);
    for (const filter of studiesCalls(getList)) expect(filter).toMatchObject({ is_external: true });
    const { data } = await dataProvider.getList('studies', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'ASC' },
      filter: { is_external: true },
    });
    expect(data.every((s) => s.is_external === true)).toBe(true);
  });

  it('does not offer the field their scope fixes as a filter; staff get it', async () => {
    const filterNames = async () => {
      await userEvent.click(await screen.findByRole('button', { name: 'Add filter' }));
      const menu = await screen.findByRole('menu');
      const names = (await within(menu).findAllByRole('menuitemcheckbox')).map((i) => i.textContent);
      await userEvent.keyboard('{Escape}');
      return names;
    };
    const external = renderAdmin('/studies?type=external', { email: 'external@research.test' });
    await waitFor(() => expect(external.container.querySelectorAll('tbody tr').length).toBeGreaterThan(0));
    const offered = await filterNames();
    expect(offered.length).toBeGreaterThan(0);
    expect(offered).not.toContain('External study');
    external.unmount();
    const staff = renderAdmin('/studies', { email: 'staff@research.test' });
    await waitFor(() => expect(staff.container.querySelectorAll('tbody tr').length).toBeGreaterThan(0));
    expect(await filterNames()).toContain('External study');
  });

  it('shows every study to staff who may see internal ones', async () => {
    const dataProvider = createDataProvider(entities);
    const getList = vi.spyOn(dataProvider, 'getList');
    const { container } = renderAdmin('/studies', { email: 'staff@research.test', dataProvider });
    await waitFor(() => expect(container.querySelectorAll('tbody tr').length).toBeGreaterThan(0));
    for (const filter of studiesCalls(getList)) expect(filter).not.toHaveProperty('is_external');
  });
});
