import { screen, waitFor } from '@testing-library/react';
import { renderAdmin } from './render-admin';

const DENIED = 'You do not have access to this page';

describe('access: buttons and routes the user may not use are not shown; a direct URL is refused', () => {
  it('refuses a list the user holds no permission for, with a clear page', async () => {
    renderAdmin('/roles', { email: 'staff@research.test' });
    expect(await screen.findByRole('heading', { name: DENIED })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('refuses a typed edit URL as well as the list', async () => {
    renderAdmin('/users/1', { email: 'external@research.test' });
    expect(await screen.findByRole('heading', { name: DENIED })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
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

  it('has no create route for an entity nobody may create', async () => {
    renderAdmin('/events/create', { email: 'super@research.test' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument());
    expect(screen.queryByLabelText(/^Name/)).not.toBeInTheDocument();
  });
});
