import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNTS, signInAs } from '../app/render-app';
import { SAM, serveFixtureNotes, STELLA, today } from './fixture-backend';
import { renderEditor } from './fixture-editor';

configure({ asyncUtilTimeout: 5000 });

const title = () => screen.getByRole('textbox', { name: 'Title' });

beforeEach(() => signInAs(ACCOUNTS.staff));

/** Holding the lock with " form" typed into the title, unsaved. */
async function editing(
  user: ReturnType<typeof userEvent.setup>,
  start: Parameters<typeof serveFixtureNotes>[0] = {},
) {
  const db = serveFixtureNotes({ lock: { by: STELLA, at: today(9, 0) }, ...start });
  const clock = renderEditor();
  await user.type(await screen.findByRole('textbox', { name: 'Title' }), ' form');
  return { db, ...clock };
}

describe('lost-lock recovery keeps every unsaved change visible and copyable', () => {
  it('a renewal that finds the lock taken opens the recovery with the changes in words and as text', async () => {
    const user = userEvent.setup();
    const { db, fire } = await editing(user);
    db.lock = { by: SAM, at: today(10, 5) };
    fire();
    const dialog = await screen.findByRole('alertdialog', { name: 'Your check-out was lost' });
    expect(
      await within(dialog).findByText(
        /^Sam Super has checked out "Consent" since 10:05\. Your changes were not saved/,
      ),
    ).toBeInTheDocument();
    const changes = within(dialog).getByRole('list', { name: 'Your unsaved changes' });
    expect(changes).toHaveTextContent('Title changed from "Consent" to "Consent form"');
    const asText = within(dialog).getByRole('textbox', { name: 'Your changes as text (JSON)' });
    expect(JSON.parse((asText as HTMLTextAreaElement).value)).toEqual({
      title: 'Consent form',
      body: 'Please read this.',
    });
    expect(within(dialog).getByRole('button', { name: 'Copy my changes' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Copy my changes' }));
    expect(await within(dialog).findByText('Copied')).toBeInTheDocument();
    expect(JSON.parse(await navigator.clipboard.readText())).toEqual({
      title: 'Consent form',
      body: 'Please read this.',
    });
  });

  it('a save refused for the lock opens it too; taking the lock back keeps the changes to save', async () => {
    const user = userEvent.setup();
    const { db } = await editing(user);
    db.lock = { by: SAM, at: today(10, 5) };
    await user.keyboard('{Control>}s{/Control}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Your check-out was lost' });
    await user.click(within(dialog).getByRole('button', { name: 'Take the check-out back' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(db.lock?.by).toEqual(STELLA);
    expect(title()).toHaveValue('Consent form');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(db.draft?.title).toBe('Consent form'));
  });

  it('reload drops the changes for what the server holds, read-only under the new holder', async () => {
    const user = userEvent.setup();
    const { db, fire } = await editing(user);
    db.lock = { by: SAM, at: today(10, 5) };
    db.draft = { title: 'Consent (Sam)', body: 'Please read this.' };
    fire();
    const dialog = await screen.findByRole('alertdialog', { name: 'Your check-out was lost' });
    await user.click(within(dialog).getByRole('button', { name: 'Reload and drop my changes' }));
    await waitFor(() => expect(title()).toHaveValue('Consent (Sam)'));
    expect(title()).toBeDisabled();
    expect(screen.getByText('Checked out by Sam Super since 10:05')).toBeInTheDocument();
  });
});

describe('publish with a required change note', () => {
  it('asks for the note, saves the unsaved changes first, publishes, and the history shows it', async () => {
    const user = userEvent.setup();
    const { db } = await editing(user);
    await user.click(screen.getByRole('button', { name: 'Publish…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish "Consent form"' });
    expect(within(dialog).getByText('Your unsaved changes are saved first:')).toBeInTheDocument();
    expect(within(dialog).getByText('Title changed from "Consent" to "Consent form"')).toBeInTheDocument();
    const note = within(dialog).getByRole('textbox', { name: /Change note/ });
    expect(note).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await within(dialog).findByText('Write what changed before publishing.')).toBeInTheDocument();
    expect(db.requests.some((r) => r.endsWith('/publish'))).toBe(false);
    await user.type(note, 'Clearer title');
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(db.requests.filter((r) => r.startsWith('PATCH') || r.endsWith('/publish'))).toEqual([
      'PATCH /api/fixture-notes/7',
      'POST /api/fixture-notes/7/publish',
    ]);
    expect(db.published.title).toBe('Consent form');
    const history = screen.getByRole('region', { name: 'History' });
    expect(await within(history).findByText('Stella Staff published version 2')).toBeInTheDocument();
    expect(within(history).getByText(/: "Clearer title"$/)).toBeInTheDocument();
    // The server released the lock with the publish: free to check out, not "lost".
    expect(screen.getByRole('button', { name: 'Check out' })).toBeInTheDocument();
  });
});

describe('discard asks first and names what it destroys', () => {
  it('a draft: names it, Cancel keeps it (focus back on Discard), confirming deletes it', async () => {
    const user = userEvent.setup();
    const { db } = await editing(user, { draft: { title: 'Consent', body: 'Draft text' } });
    const discard = screen.getByRole('button', { name: 'Discard…' });
    await user.click(discard);
    let dialog = await screen.findByRole('alertdialog', { name: 'Discard the draft of "Consent"?' });
    expect(dialog).toHaveAccessibleDescription(/The draft is deleted with every change saved in it/);
    expect(within(dialog).getByText('Title changed from "Consent" to "Consent form"')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(discard).toHaveFocus());
    expect(db.draft).not.toBeNull();

    await user.click(discard);
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Discard draft' }));
    await waitFor(() => expect(title()).toHaveValue('Consent'));
    expect(screen.getByRole('textbox', { name: 'Text' })).toHaveValue('Please read this.');
    expect(db.draft).toBeNull();
    expect(await screen.findByText('Stella Staff discarded the draft')).toBeInTheDocument();
  });

  it('unsaved changes to a published record: only they go, and nothing is sent', async () => {
    const user = userEvent.setup();
    const { db } = await editing(user);
    await user.click(screen.getByRole('button', { name: 'Discard…' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Discard your changes to "Consent"?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(title()).toHaveValue('Consent'));
    expect(db.requests.some((r) => r.startsWith('DELETE'))).toBe(false);
  });
});

describe('unsaved changes guard, across routes and tabs', () => {
  it('asks before leaving for another route; the editor’s own tabs are not leaving', async () => {
    const user = userEvent.setup();
    const { location } = await editing(user);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(confirm).toHaveBeenCalledWith(expect.stringMatching(/changes weren't saved/));
    expect(location.pathname).toBe('/notes/7');
    expect(title()).toHaveValue('Consent form');

    await user.click(screen.getByRole('link', { name: 'Settings tab' }));
    expect(location.pathname).toBe('/notes/7/settings');
    expect(confirm).toHaveBeenCalledTimes(1);

    confirm.mockReturnValue(true);
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByText('Somewhere else')).toBeInTheDocument();
  });

  it('asks before the tab closes or reloads while unsaved, and not once saved', async () => {
    const user = userEvent.setup();
    await editing(user);
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(true);
    await user.keyboard('{Control>}s{/Control}');
    await screen.findByText('All changes saved');
    expect(unload()).toBe(false);
    const confirm = vi.spyOn(window, 'confirm');
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByText('Somewhere else')).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
  });
});
