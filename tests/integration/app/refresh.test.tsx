import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { entities } from '@/app/registry';
import { createDataProvider } from '@/data';
import { ACCOUNTS, mainMenu, renderApp, signInAs } from './render-app';

describe('the app bar Refresh button', () => {
  it('asks the server again for entities otherwise kept for 24 hours (a study renamed elsewhere)', async () => {
    signInAs(ACCOUNTS.super);
    const { container } = renderApp('/studies');
    await mainMenu();
    await waitFor(() => expect(container.querySelectorAll('tbody tr').length).toBeGreaterThan(0));
    // Another staff member's change: a separate client, so this tab's cache does not hear of it.
    const elsewhere = createDataProvider(entities);
    const { data } = await elsewhere.getList('studies', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'start', order: 'DESC' },
      filter: {},
    });
    const study = data[0];
    if (!study) throw new Error('no studies');
    const tbody = container.querySelector('tbody') as HTMLElement;
    expect(within(tbody).getByText(String(study.title))).toBeInTheDocument();
    const title = `Renamed elsewhere ${Date.now()}`;
    await elsewhere.update('studies', { id: study.id, data: { ...study, title }, previousData: study });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(within(tbody).queryByText(title)).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await within(tbody).findByText(title)).toBeInTheDocument();
  });
});
