import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNTS, renderApp, signInAs } from './render-app';

describe('the delete dialog opens with the focus on Cancel', () => {
  it('on a record form: Enter cancels, nothing is deleted', async () => {
    const user = userEvent.setup();
    signInAs(ACCOUNTS.super);
    const { location } = renderApp('/sites/1');
    await screen.findByLabelText(/^Name/, undefined, { timeout: 10_000 });
    await user.click(await screen.findByRole('button', { name: 'Delete' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location()).toBe('/sites/1');
    expect(screen.getByLabelText(/^Name/)).toBeInTheDocument();
  });

  it('for the selected rows of a list', async () => {
    const user = userEvent.setup();
    signInAs(ACCOUNTS.super);
    renderApp('/sites');
    const boxes = await screen.findAllByRole('checkbox', { name: 'Select this row' }, { timeout: 10_000 });
    await user.click(boxes[0] as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
  });
});

describe('after "Changes saved" the focus stays where it was', () => {
  it('on Save, which stays usable while it holds the focus', async () => {
    const user = userEvent.setup();
    signInAs(ACCOUNTS.super);
    renderApp('/sites/1');
    const title = await screen.findByLabelText(/^Name/, undefined, { timeout: 10_000 });
    await user.type(title, '!');
    const save = screen.getByRole('button', { name: 'Save' });
    await user.click(save);
    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    // Once the focus leaves it, Save is locked again until something changes.
    await user.tab();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled());
  }, 40_000);

  it('in the field from which Enter saved', async () => {
    const user = userEvent.setup();
    signInAs(ACCOUNTS.super);
    renderApp('/sites/1');
    const title = await screen.findByLabelText(/^Name/, undefined, { timeout: 10_000 });
    await user.type(title, '?{Enter}');
    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveFocus());
  }, 40_000);
});
