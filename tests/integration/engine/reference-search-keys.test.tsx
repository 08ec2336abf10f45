import { act, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { queryKeys } from '@/data';
import { server } from '@/mocks/node';
import { labelPattern } from './cases';
import { renderAdmin } from './render-admin';

const searches: string[] = [];
const seen = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  if (url.pathname.endsWith('/z/sites/search')) searches.push(url.search);
};
beforeEach(() => {
  searches.length = 0;
  server.events.on('request:start', seen);
});
afterEach(() => server.events.removeListener('request:start', seen));

describe("a reference picker's search is kept under its entity's query key", () => {
  it('searches again when the entity is invalidated, as after a change to its records', async () => {
    const queryClient = new QueryClient();
    renderAdmin('/study-sites/create', { queryClient });
    const site = await screen.findByRole('combobox', { name: labelPattern('Site') });
    await userEvent.type(site, 'Ha');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(searches.at(-1)).toBe('?name=Ha'));
    await waitFor(() => expect(within(listbox).queryAllByRole('option').length).toBeGreaterThan(0));
    const before = searches.length;

    await act(() => queryClient.invalidateQueries({ queryKey: queryKeys('sites').all }));

    expect(searches.slice(before)).toEqual(['?name=Ha']);
  });

  it('leaves the search alone when another entity is invalidated', async () => {
    const queryClient = new QueryClient();
    renderAdmin('/study-sites/create', { queryClient });
    const site = await screen.findByRole('combobox', { name: labelPattern('Site') });
    await userEvent.type(site, 'Ha');
    await waitFor(() => expect(searches.at(-1)).toBe('?name=Ha'));
    const before = searches.length;

    await act(() => queryClient.invalidateQueries({ queryKey: queryKeys('studies').all }));

    expect(searches.slice(before)).toEqual([]);
  });
});
