import { screen, waitFor } from '@testing-library/react';
import { MENU } from '@/app/assembly';
import { targetFor, visibleEntries } from '@/shell/menu';
import { hasPermission } from '@/auth';
import { DEMO_ACCOUNTS } from '@/mocks/db/demo';
import { server } from '@/mocks/node';
import { renderApp, signInAs } from './render-app';

// Each menu area, opened by each demo account that may open it (the superuser aside, who is
// refused nothing): the screen shows, and it asked the server for nothing the account's
// permissions do not grant. A screen that needs a call its users may not make is found here.

const WAIT = { timeout: 20_000 };

const CASES = DEMO_ACCOUNTS.filter(
  (a) => a.termsAccepted && !a.permissions.includes('perm.superuser'),
).flatMap((a) => {
  const check = (names: readonly string[]) => hasPermission(a.permissions, names);
  return visibleEntries(MENU, check, () => true).map((e) => [a.email, e.id, targetFor(e, check)] as const);
});

/** The refused calls of the test, as `METHOD path`. */
function refusals(): () => string[] {
  const seen: string[] = [];
  const listener = ({ request, response }: { request: Request; response: Response }) => {
    if (response.status === 403) seen.push(`${request.method} ${new URL(request.url).pathname}`);
  };
  server.events.on('response:mocked', listener);
  onTestFinished(() => server.events.removeListener('response:mocked', listener));
  return () => seen;
}

describe('every area works for every account that may open it', () => {
  it.each(CASES)(
    '%s opens %s (%s)',
    async (email, _id, target) => {
      signInAs(email);
      const refused = refusals();
      renderApp(target);
      await screen.findByRole('heading', { level: 1 }, WAIT);
      expect(
        screen.queryByRole('heading', { level: 1, name: 'You do not have access to this page' }),
      ).toBeNull();
      // Let the screen's reads finish before judging them.
      await waitFor(() => expect(document.querySelectorAll('[role="progressbar"]')).toHaveLength(0), WAIT);
      expect(refused()).toEqual([]);
    },
    60_000,
  );
});
