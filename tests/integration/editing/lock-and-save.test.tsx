import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { ACCOUNTS, signInAs } from '../app/render-app';
import { SAM, serveFixtureNotes, STELLA, today } from './fixture-backend';
import { renderEditor } from './fixture-editor';

configure({ asyncUtilTimeout: 5000 });

const title = () => screen.getByRole('textbox', { name: 'Title' });
const saveState = () =>
  screen.getByText(/saved|Saving|Unsaved|Not saved|Offline/, { selector: '[role="status"]' });

beforeEach(() => signInAs(ACCOUNTS.staff));

async function checkedOutAndTyped(user: ReturnType<typeof userEvent.setup>, text = ' form') {
  await user.click(await screen.findByRole('button', { name: 'Check out' }));
  await screen.findByText(/^Checked out by you since \d\d:\d\d$/);
  await user.type(title(), text);
  expect(saveState()).toHaveTextContent('Unsaved changes');
}

describe('check-out: who holds it and since when', () => {
  it('a record nobody holds is read-only until checked out; the check-out is recorded', async () => {
    const db = serveFixtureNotes();
    const user = userEvent.setup();
    renderEditor();
    expect(await screen.findByText('Nobody has checked this out. Check it out to edit.')).toBeInTheDocument();
    expect(title()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Check out' }));
    expect(await screen.findByText(/^Checked out by you since \d\d:\d\d$/)).toBeInTheDocument();
    expect(title()).toBeEnabled();
    expect(db.lock?.by).toEqual(STELLA);
    const history = screen.getByRole('region', { name: 'History' });
    expect(await within(history).findByText('Stella Staff checked it out')).toBeInTheDocument();
  });

  it('a record someone else holds names them and the time, and can be taken over', async () => {
    const db = serveFixtureNotes({ lock: { by: SAM, at: today(9, 14) } });
    const user = userEvent.setup();
    renderEditor();
    expect(await screen.findByText('Checked out by Sam Super since 09:14')).toBeInTheDocument();
    expect(title()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Take over' }));
    expect(await screen.findByText(/^Checked out by you since/)).toBeInTheDocument();
    expect(db.lock?.by).toEqual(STELLA);
    expect(await screen.findByText('Stella Staff took over the check-out')).toBeInTheDocument();
  });

  it('checks in once everything is saved', async () => {
    const db = serveFixtureNotes({ lock: { by: STELLA, at: today(9, 0) } });
    const user = userEvent.setup();
    renderEditor();
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), '!');
    expect(screen.queryByRole('button', { name: 'Check in' })).not.toBeInTheDocument();
    await user.keyboard('{Control>}s{/Control}');
    await user.click(await screen.findByRole('button', { name: 'Check in' }));
    expect(await screen.findByRole('button', { name: 'Check out' })).toBeInTheDocument();
    expect(db.lock).toBeNull();
  });

  it('renews the lock on its interval while held, and stops once checked in', async () => {
    const db = serveFixtureNotes({ lock: { by: STELLA, at: today(9, 0) } });
    const user = userEvent.setup();
    const clock = renderEditor();
    await screen.findByText('Checked out by you since 09:00');
    await waitFor(() => expect(clock.running()).toBe(true));
    clock.fire();
    await waitFor(() => expect(db.requests.filter((r) => r.endsWith('/check-out'))).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    await screen.findByRole('button', { name: 'Check out' });
    expect(clock.running()).toBe(false);
  });
});

it('a record that cannot be loaded says so and loads on Try again', async () => {
  serveFixtureNotes();
  server.use(
    http.get('/api/fixture-notes/:id', () => HttpResponse.json({ message: 'Forced 500' }, { status: 500 }), {
      once: true,
    }),
  );
  const user = userEvent.setup();
  renderEditor();
  expect(await screen.findByText('This record could not be loaded.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveValue('Consent');
});

describe('the save state: saved, saving, failed with retry, offline', () => {
  it('Ctrl+S saves (and keeps the browser from opening its own save dialog)', async () => {
    const db = serveFixtureNotes();
    const user = userEvent.setup();
    renderEditor();
    await checkedOutAndTyped(user);
    const notPrevented = fireEvent.keyDown(title(), { key: 's', ctrlKey: true });
    expect(notPrevented).toBe(false);
    await waitFor(() => expect(saveState()).toHaveTextContent('All changes saved'));
    expect(db.draft?.title).toBe('Consent form');
    await user.keyboard('{Meta>}s{/Meta}');
    expect(db.requests.filter((r) => r.startsWith('PATCH'))).toHaveLength(1);
  });

  it('a failed save keeps the changes, says why and retries', async () => {
    const db = serveFixtureNotes();
    const user = userEvent.setup();
    renderEditor();
    await checkedOutAndTyped(user);
    server.use(
      http.patch(
        '/api/fixture-notes/:id',
        () => HttpResponse.json({ message: 'Forced 500' }, { status: 500 }),
        {
          once: true,
        },
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Not saved: Forced 500')).toBeInTheDocument();
    expect(title()).toHaveValue('Consent form');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(saveState()).toHaveTextContent('All changes saved'));
    expect(db.draft?.title).toBe('Consent form');
  });

  it('offline, the save waits and runs once the connection is back', async () => {
    const db = serveFixtureNotes();
    const user = userEvent.setup();
    renderEditor();
    await checkedOutAndTyped(user);
    server.use(http.patch('/api/fixture-notes/:id', () => HttpResponse.error(), { once: true }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Offline: your changes are kept here and saved when the connection is back.'),
    ).toBeInTheDocument();
    expect(db.draft).toBeNull();
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(saveState()).toHaveTextContent('All changes saved'));
    expect(db.draft?.title).toBe('Consent form');
  });
});
