import { registerTexts } from '@/i18n';

// The session dialogs' words, beside their code (see registerTexts). Field labels reuse the
// sign-in pages' keys (app.auth.*), so both say the same.
registerTexts({
  app: {
    session: {
      warning: {
        title: 'Are you still there?',
        body: 'For your security, the console signs out after %{minutes} minutes without activity.',
        countdown: 'Signing out in %{time}',
        stay: 'Stay signed in',
        sign_out: 'Sign out now',
      },
      sign_in: {
        title: 'Sign in to continue',
        idle: 'You were signed out after %{minutes} minutes without activity.',
        expired: 'Your session has expired.',
        kept: 'Sign in again to carry on: this page and anything you typed on it are kept.',
        submit: 'Sign in',
        code_lead: 'Enter the verification code sent for this device.',
        verify: 'Verify',
        other_account: 'Sign in as someone else',
        other_account_note:
          'Signing in as someone else opens the home page; changes on this page are discarded.',
        switching: 'Opening the home page…',
      },
    },
  },
});
