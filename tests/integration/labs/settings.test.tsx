import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { controls } from '@/mocks/controls';
import { server } from '@/mocks/node';
import { ACCOUNTS, renderApp, signInAs } from '../app/render-app';

const WAIT = { timeout: 20_000 };

beforeEach(() => signInAs(ACCOUNTS.super));

// jsdom lays nothing out; CodeMirror measures text ranges to draw the cursor and selection.
beforeAll(() => {
  const none = () => new DOMRect(0, 0, 0, 0);
  Range.prototype.getBoundingClientRect = none;
  Range.prototype.getClientRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
});

function patchBodies(): unknown[] {
  const bodies: unknown[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.method === 'PATCH' && request.url.endsWith('/admin/system-settings'))
      void request
        .clone()
        .json()
        .then((b: unknown) => bodies.push(b));
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return bodies;
}

async function setField(user: ReturnType<typeof userEvent.setup>, name: string, value: string) {
  // By label rather than role: role queries walk the whole of this long form and are slow in jsdom.
  const field = await screen.findByLabelText(name, {}, WAIT);
  await user.clear(field);
  await user.click(field);
  await user.paste(value);
}

describe(
  'system settings: a grouped form, JSON where the type is unknown, a diff before saving',
  { timeout: 90_000 },
  () => {
    it('shows the client settings, the groups, and unknown types as JSON', async () => {
      renderApp('/labs/system-settings');
      const client = await screen.findByRole('table', { name: 'Client settings' }, WAIT);
      expect(within(client).getByText('support_email')).toBeInTheDocument();
      expect(await screen.findByRole('group', { name: 'Security' }, WAIT)).toBeInTheDocument();
      expect(screen.getByText(/does not know the type "rate_limit"/)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Save changes (0)' })).toBeDisabled();
    });

    it('lists what changes, asks first, and sends only the changed settings', async () => {
      const user = userEvent.setup();
      const bodies = patchBodies();
      renderApp('/labs/system-settings');
      await setField(user, 'Minimum age', '21');
      await setField(user, 'Support email', 'help@research.test');
      await user.click(screen.getByRole('button', { name: 'Save changes (2)' }));
      const dialog = await screen.findByRole('dialog', { name: 'Save 2 changed settings?' });
      const changes = within(dialog).getByRole('list', { name: 'What changes' });
      expect(within(changes).getAllByRole('listitem')).toHaveLength(2);
      expect(within(changes).getByText(/Minimum age/)).toHaveTextContent(/18.*21/);
      await user.click(within(dialog).getByRole('button', { name: 'Save these changes' }));
      expect(await screen.findByText('2 settings saved', {}, WAIT)).toBeInTheDocument();
      await waitFor(() =>
        expect(bodies).toEqual([{ data: { changes: { min_age: 21, support_email: 'help@research.test' } } }]),
      );
      expect(await screen.findByRole('button', { name: 'Save changes (0)' }, WAIT)).toBeDisabled();
    });

    it('refuses to save an out-of-range value and keeps edits through a conflict', async () => {
      const user = userEvent.setup();
      renderApp('/labs/system-settings');
      await setField(user, 'Minimum age', '12');
      expect(screen.getByText('At least 16.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Save changes (1)' })).toBeDisabled();
      await setField(user, 'Minimum age', '19');
      controls.forceStatus({
        method: 'PATCH',
        path: '/api/admin/system-settings',
        status: 409,
        times: 1,
        body: {
          message: 'Conflict',
          current: { settings: [], updated_at: '2026-11-25T08:00:00.000Z', updated_by: 'Tom' },
        },
      });
      await user.click(screen.getByRole('button', { name: 'Save changes (1)' }));
      await user.click(await screen.findByRole('button', { name: 'Save these changes' }));
      expect(await screen.findByText(/Someone else saved the settings/, {}, WAIT)).toBeInTheDocument();
      expect(await screen.findByRole('spinbutton', { name: 'Minimum age' }, WAIT)).toHaveValue(19);
    });
  },
);
