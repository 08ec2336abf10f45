import { waitFor } from '@testing-library/react';
import type { AuthProvider } from 'react-admin';
import { renderAdmin } from './render-admin';

/**
 * A list mounts only behind the route guards (signed in, terms accepted) and after EntityListPage has
 * checked the access table from the token, so it does not ask react-admin's authProvider again:
 * those answers arrive one after another through the query cache, each re-rendering the frame,
 * and the rows waited for both.
 */
function spyingAuthProvider() {
  const calls: string[] = [];
  const provider: AuthProvider = {
    login: () => Promise.resolve(),
    logout: () => Promise.resolve(),
    checkError: () => Promise.resolve(),
    checkAuth: () => {
      calls.push('checkAuth');
      return Promise.resolve();
    },
    getPermissions: () => Promise.resolve([]),
    canAccess: ({ action, resource }) => {
      calls.push(`canAccess ${action} ${resource}`);
      return Promise.resolve(true);
    },
  };
  return { provider, calls };
}

const rows = (container: HTMLElement) => container.querySelectorAll('tbody tr');

describe('a list shows its rows without asking the authProvider again', () => {
  it('never calls checkAuth nor canAccess for the list on its way to the rows', async () => {
    const { provider, calls } = spyingAuthProvider();
    const { container } = renderAdmin('/sites', { authProvider: provider });
    await waitFor(() => expect(rows(container).length).toBeGreaterThan(0));
    expect(calls).not.toContain('checkAuth');
    expect(calls).not.toContain('canAccess list sites');
  });

  it('still refuses a list the access table closes, without the authProvider', async () => {
    const { provider, calls } = spyingAuthProvider();
    const { findByText, container } = renderAdmin('/roles', {
      authProvider: provider,
      email: 'staff@research.test',
    });
    expect(await findByText('You do not have access to this page', { selector: 'h1' })).toBeInTheDocument();
    expect(rows(container)).toHaveLength(0);
    expect(calls).not.toContain('canAccess list roles');
  });
});
