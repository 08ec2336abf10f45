import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, within } from '@testing-library/react';
import { consoleDataProvider } from '@/app/app';
import { appRoutes, MENU } from '@/app/assembly';
import { consoleStore } from '@/app/console-store';
import { EntityShowPage } from '@/engine/screens';
import { prefetchScreenData } from '@/app/screen-data';
import { controls, server } from '@/mocks/node';
import { entities } from '@/app/registry';
import { ACCOUNTS, mainMenu, renderApp, signInAs } from './render-app';

/** Every API call made from now on, as "METHOD /path". */
function recordCalls(): string[] {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    calls.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  onTestFinished(() => server.events.removeAllListeners());
  return calls;
}

function prefetchAll(paths: readonly string[]) {
  const queryClient = new QueryClient();
  const ctx = { queryClient, dataProvider: consoleDataProvider(), store: consoleStore(), routes: appRoutes };
  for (const path of paths) prefetchScreenData(path, ctx);
  return queryClient;
}

/** The users list is a search: its two POSTs read (docs/backend.md §3). Everything else is a GET. */
const isRead = (call: string) =>
  call.startsWith('GET ') || call === 'POST /api/users/filter' || call === 'POST /api/users/filter/count';

describe('loading a screen ahead: only what the user may read, and never a write', () => {
  test('every menu entry and every entity list of a superuser loads ahead with reads only', async () => {
    signInAs(ACCOUNTS.super);
    const calls = recordCalls();
    const paths = [...MENU.map((e) => e.target), ...entities.map((e) => `/${e.name}`)];
    const queryClient = prefetchAll(paths);
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0), { timeout: 10_000 });
    expect(calls.length).toBeGreaterThan(10);
    expect(calls.filter((c) => !isRead(c))).toEqual([]);
  });

  test('an account that may not read participants loads no users', async () => {
    signInAs(ACCOUNTS.external);
    const calls = recordCalls();
    const queryClient = prefetchAll(['/users', '/studies']);
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(calls.some((c) => c.includes('/users'))).toBe(false);
    // Studies it may read, kept to its own scope, as its list will ask.
    expect(calls.filter((c) => c.includes('studies')).length).toBeGreaterThan(0);
  });

  test('signed out, nothing is loaded ahead', () => {
    const calls = recordCalls();
    prefetchAll(['/users', '/studies']);
    expect(calls).toEqual([]);
  });
});

describe('a menu entry the pointer rests on loads its screen’s data', () => {
  test('resting on Sites loads its list; sweeping past Studies loads nothing', async () => {
    signInAs(ACCOUNTS.super);
    renderApp('/role-list');
    const menu = await mainMenu();
    await screen.findByRole('table', {}, { timeout: 10_000 });
    const calls = recordCalls();
    const sweep = within(menu).getByRole('link', { name: 'Studies' });
    fireEvent.pointerEnter(sweep);
    fireEvent.pointerLeave(sweep);
    fireEvent.pointerEnter(within(menu).getByRole('link', { name: 'Sites' }));
    await vi.waitFor(() => expect(calls.filter((c) => c.startsWith('GET /api/sites'))).toHaveLength(1));
    expect(calls.filter((c) => c.includes('studies'))).toEqual([]);
  });
});

describe('a read ahead that fails', () => {
  const TOO_MANY = '429 Too Many Requests';

  test('shows nothing while nobody waits for it; the screen asks again when it opens', async () => {
    signInAs(ACCOUNTS.super);
    renderApp('/role-list');
    const menu = await mainMenu();
    await screen.findByRole('table', {}, { timeout: 10_000 });
    controls.forceStatus({ method: 'GET', path: '/api/sites', status: 429, times: 1 });
    const answered = answeredCalls();
    const sites = within(menu).getByRole('link', { name: 'Sites' });
    fireEvent.pointerEnter(sites);
    await vi.waitFor(() => expect(answered).toContain('GET /api/sites 429'));
    // The toast would have been shown with the answer; wait a turn for any render it caused.
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText(TOO_MANY)).not.toBeInTheDocument();
    fireEvent.click(sites);
    await screen.findByRole('columnheader', { name: /Name/ }, { timeout: 10_000 });
    await vi.waitFor(() => expect(answered).toContain('GET /api/sites 200'));
    expect(screen.queryByText(TOO_MANY)).not.toBeInTheDocument();
  });

  test('is shown once when the screen already waits for it', async () => {
    signInAs(ACCOUNTS.super);
    renderApp('/role-list');
    const menu = await mainMenu();
    await screen.findByRole('table', {}, { timeout: 10_000 });
    controls.setLatency(400);
    controls.forceStatus({ method: 'GET', path: '/api/sites', status: 429, times: 1 });
    const answered = answeredCalls();
    const sites = within(menu).getByRole('link', { name: 'Sites' });
    fireEvent.focus(sites);
    fireEvent.click(sites);
    expect(await screen.findAllByText(TOO_MANY, {}, { timeout: 10_000 })).toHaveLength(1);
    expect(answered.filter((a) => a.startsWith('GET /api/sites'))).toEqual(['GET /api/sites 429']);
  });
});

/** Every API answer from now on, as "METHOD /path STATUS". */
function answeredCalls(): string[] {
  const answers: string[] = [];
  server.events.on('response:mocked', ({ request, response }) => {
    answers.push(`${request.method} ${new URL(request.url).pathname} ${response.status}`);
  });
  onTestFinished(() => server.events.removeAllListeners());
  return answers;
}

describe('a list row the pointer rests on, or the keyboard focuses, loads what it opens', () => {
  test('resting on a partner loads its view’s code; sweeping past another loads nothing', async () => {
    signInAs(ACCOUNTS.super);
    renderApp('/partners');
    const table = await screen.findByRole('table', {}, { timeout: 10_000 });
    await vi.waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(3));
    const [, swept, rested] = within(table).getAllByRole('row');
    // react-admin's list already holds each row's record; what the click still needs is the code.
    const preload = vi.spyOn(EntityShowPage, 'preload');
    onTestFinished(() => preload.mockRestore());
    fireEvent.pointerEnter(swept!);
    fireEvent.pointerLeave(swept!);
    fireEvent.pointerEnter(rested!);
    await vi.waitFor(() => expect(preload).toHaveBeenCalledTimes(1));
    // Focus on a row (Tab or the arrow keys) loads it the same way.
    fireEvent.focus(swept!);
    await vi.waitFor(() => expect(preload).toHaveBeenCalledTimes(2));
  });

  test('a record the user may not read is not loaded ahead', async () => {
    const paths = ['/genes/1', '/laboratories/1/show'];
    signInAs(ACCOUNTS.external);
    const calls = recordCalls();
    const refused = prefetchAll(paths);
    await vi.waitFor(() => expect(refused.isFetching()).toBe(0));
    expect(calls).toEqual([]);
    // The same paths for a superuser: each record is read.
    signInAs(ACCOUNTS.super);
    const allowed = prefetchAll(paths);
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    await vi.waitFor(() => expect(allowed.isFetching()).toBe(0));
    expect(calls.sort()).toEqual(['GET /api/genes/1', 'GET /api/labs/1']);
  });

  test('a superuser’s record read ahead is the one its edit view asks for', async () => {
    signInAs(ACCOUNTS.super);
    const calls = recordCalls();
    const queryClient = prefetchAll(['/partners/1', '/partners/create']);
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(calls).toEqual(['GET /api/partners/1']);
    expect(queryClient.getQueryData(['partners', 'getOne', { id: '1', meta: undefined }])).toMatchObject({
      id: 1,
    });
  });

  test('a schema’s own edit path (/blogposts/{id}) reads its record ahead, for those who may', async () => {
    signInAs(ACCOUNTS.external);
    const calls = recordCalls();
    const refused = prefetchAll(['/blogposts/7']);
    await vi.waitFor(() => expect(refused.isFetching()).toBe(0));
    expect(calls).toEqual([]);
    signInAs(ACCOUNTS.blog);
    const queryClient = prefetchAll(['/blogposts/7', '/blogpost-list', '/blogposts']);
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    // The list reads its first page; the create path reads nothing; the record is the one its form asks for.
    expect(calls.filter((c) => c.startsWith('GET /api/blog-posts/'))).toEqual(['GET /api/blog-posts/7']);
    expect(queryClient.getQueryData(['blog-posts', 'getOne', { id: '7', meta: undefined }])).toMatchObject({
      id: 7,
    });
  });
});
