import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { controls } from '@/mocks/controls';
import { server } from '@/mocks/node';
import { ACCOUNTS, renderApp, signInAs } from '../app/render-app';

const WAIT = { timeout: 20_000 };

beforeEach(() => signInAs(ACCOUNTS.super));

function patches(): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.method === 'PATCH' && /\/admin\/studies\/1$/.test(new URL(request.url).pathname))
      void request
        .clone()
        .json()
        .then((b: { data: Record<string, unknown> }) => bodies.push(b.data));
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return bodies;
}

describe('landing page generator: generate, edit, preview, save into the draft', { timeout: 90_000 }, () => {
  it('generates every locale, keeps an edit, and saves it into the study draft after asking', async () => {
    const user = userEvent.setup();
    const sent = patches();
    renderApp('/labs/landing-page-generator?study_id=1');
    await user.click(await screen.findByRole('button', { name: 'Generate' }, WAIT));
    const title = screen.getByLabelText('Title');
    await user.clear(title);
    await user.click(title);
    await user.paste('Help us understand healing');
    const frame = await screen.findByTitle(/^Preview of the landing page/, {}, WAIT);
    await waitFor(() => expect(frame.getAttribute('srcdoc')).toContain('Help us understand healing'));
    await user.click(screen.getByRole('button', { name: 'Save into the draft' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save into the draft' }));
    expect(await screen.findByText(/Landing texts saved into the draft/, {}, WAIT)).toBeInTheDocument();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(Object.values(sent[0]!.landing_title as Record<string, string>)).toContain(
      'Help us understand healing',
    );
  });

  it('asks before "Generate again" replaces edited texts; cancelling keeps them', async () => {
    const user = userEvent.setup();
    renderApp('/labs/landing-page-generator?study_id=1');
    await user.click(await screen.findByRole('button', { name: 'Generate' }, WAIT));
    const generated = (screen.getByLabelText('Title') as HTMLInputElement).value;
    // Untouched, generating again asks nothing.
    await user.click(screen.getByRole('button', { name: 'Generate again' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await user.clear(screen.getByLabelText('Title'));
    await user.click(screen.getByLabelText('Title'));
    await user.paste('My own words');
    await user.click(screen.getByRole('button', { name: 'Generate again' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Replace your edited texts?' });
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText('Title')).toHaveValue('My own words');
    // The dialog leaves the page to the screen reader again once it has closed.
    await user.click(await screen.findByRole('button', { name: 'Generate again' }, WAIT));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Generate again and replace',
      }),
    );
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue(generated));
  });

  it('keeps the edits and says why when the draft cannot be saved', async () => {
    const user = userEvent.setup();
    renderApp('/labs/landing-page-generator?study_id=1');
    await user.click(await screen.findByRole('button', { name: 'Generate' }, WAIT));
    controls.forceStatus({
      method: 'PATCH',
      path: '/api/admin/studies/1',
      status: 409,
      times: 1,
      body: { message: 'The draft is checked out by Tom Becker.' },
    });
    await user.click(screen.getByRole('button', { name: 'Save into the draft' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Save into the draft' }),
    );
    expect(await screen.findByText('The draft is checked out by Tom Becker.', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).not.toHaveValue('');
  });
});
