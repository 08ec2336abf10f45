import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from './render-app';

describe('/forgot-password', () => {
  it('asks for the email with the generic messages, then confirms without revealing accounts', async () => {
    renderApp('/forgot-password');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Email is a required field')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'nobody@research.test');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(
      await screen.findByText('If an account exists for nobody@research.test, a reset link is on its way.'),
    ).toBeInTheDocument();
  });
});

describe('/resetpass/{token}', () => {
  it('checks length and confirmation, then sets the new password', async () => {
    renderApp('/resetpass/demo-reset');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Confirm password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('New password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('New password'));
    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('New password'), 'a-long-password');
    await user.type(screen.getByLabelText('Confirm password'), 'a-long-password');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(
      await screen.findByText('Your password has been changed. You can now sign in.'),
    ).toBeInTheDocument();
  });

  it('explains an unknown link and keeps what was typed', async () => {
    renderApp('/resetpass/no-such-token');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New password'), 'a-long-password');
    await user.type(screen.getByLabelText('Confirm password'), 'a-long-password');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link is invalid or has expired.');
    expect(screen.getByLabelText('New password')).toHaveValue('a-long-password');
  });
});

describe('/complete-registration/{regToken}', () => {
  it('shows the invitation, completes it and signs in (then the licence agreement)', async () => {
    const { location } = renderApp('/complete-registration/demo-registration');
    const user = userEvent.setup();
    expect(
      await screen.findByText('Choose your name and a password for invitee@research.test.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toHaveValue('Ivy Invitee');
    await user.type(screen.getByLabelText('New password'), 'a-long-password');
    await user.type(screen.getByLabelText('Confirm password'), 'a-long-password');
    await user.click(screen.getByRole('button', { name: 'Complete registration' }));
    await waitFor(() => expect(location()).toBe('/apula/accept-license-agreement'), { timeout: 5000 });
  });

  it('says when the invitation link is unknown', async () => {
    renderApp('/complete-registration/nope');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This registration link is invalid or has expired.',
    );
  });
});
