import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { find, rows } from '@/mocks/db';
import { server, tokenFor } from '@/mocks/node';
import { stateOf } from '@resources/studies/mocks/store';
import { ACCOUNTS, renderApp, signInAs } from '../app/render-app';

const WAIT = { timeout: 15_000 };
vi.setConfig({ testTimeout: 60_000 });

// Publishing a study puts it in front of participants: it asks first, naming what goes live and
// for whom, and one confirmed publish is sent once, whatever the clicks and retries.

/** A study not yet live whose latest version has been published (the button is offered). */
function candidate() {
  return rows('studies').find(
    (s) => s.is_published !== true && stateOf(String(s.id))?.versions.some((v) => v.status === 'published'),
  )!;
}

/** The publish requests of the test, with the idempotency key each carried. */
function publishRequests(): () => (string | null)[] {
  const keys: (string | null)[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/publish'))
      keys.push(request.headers.get('Idempotency-Key'));
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return () => keys;
}

describe('publish study', () => {
  beforeEach(() => signInAs(ACCOUNTS.staff));

  it('asks first, naming the version, partners and listing; Cancel sends nothing', async () => {
    const user = userEvent.setup();
    const study = candidate();
    const sent = publishRequests();
    renderApp(`/study/${String(study.id)}`);
    await user.click(await screen.findByRole('button', { name: 'Publish study (make it live)' }, WAIT));
    const dialog = await screen.findByRole('alertdialog', { name: `Publish “${String(study.title)}”?` });
    expect(within(dialog).getByText(/^Participants get version \d+/)).toBeVisible();
    const live = stateOf(String(study.id))!
      .versions.filter((v) => v.status === 'published')
      .at(-1)!.version;
    expect(within(dialog).getByText(`Participants get version ${live}, as last published.`)).toBeVisible();
    expect(
      within(dialog).getByText(study.partner_visible ? /^Partners see it too/ : /^Partners do not see it/),
    ).toBeVisible();
    expect(within(dialog).getByText(/public/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(sent()).toEqual([]);
    expect(find('studies', String(study.id))?.is_published).not.toBe(true);
  });

  it('sends one publish per confirmation: a retry after a failure and a double click carry one key, acted on once', async () => {
    const user = userEvent.setup();
    const study = candidate();
    const sent = publishRequests();
    // The first attempt fails on its way; the next gets through.
    server.use(
      http.post(
        '*/api/admin/studies/:id/publish',
        () => HttpResponse.json({ message: 'Down' }, { status: 503 }),
        {
          once: true,
        },
      ),
    );
    renderApp(`/study/${String(study.id)}`);
    await user.click(await screen.findByRole('button', { name: 'Publish study (make it live)' }, WAIT));
    const confirm = () =>
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Publish study' });
    await user.click(confirm());
    await waitFor(() => expect(screen.getByText(/^The study was not published/)).toBeVisible(), WAIT);
    expect(sent()).toHaveLength(1);
    await user.dblClick(confirm());
    await waitFor(() => expect(find('studies', String(study.id))?.is_published).toBe(true), WAIT);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), WAIT);
    const keys = sent();
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(keys)).toEqual(new Set([keys[0]]));
    // The server acts once per key: a repeat answers the first publish again and changes nothing.
    const publishedAt = find('studies', String(study.id))?.published;
    const again = await fetch(`${location.origin}/api/admin/studies/${String(study.id)}/publish`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${tokenFor(ACCOUNTS.staff)}`, 'Idempotency-Key': keys[0]! },
    });
    expect(again.status).toBe(200);
    expect(find('studies', String(study.id))?.published).toBe(publishedAt);
  });
});
