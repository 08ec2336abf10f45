import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNTS, renderApp, signInAs } from '../app/render-app';

const WAIT = { timeout: 20_000 };

beforeEach(() => signInAs(ACCOUNTS.super));

describe(
  'content playground: a string rendered with sample values in a sandboxed frame',
  { timeout: 90_000 },
  () => {
    it('fills the placeholders of a content string and follows a changed value', async () => {
      const user = userEvent.setup();
      renderApp('/labs/content-playground');
      const frame = await screen.findByTitle('Preview of study_home.rich_intro', {}, WAIT);
      expect(frame).toHaveAttribute('sandbox', 'allow-popups allow-popups-to-escape-sandbox');
      expect(frame.getAttribute('srcdoc')).toContain('<strong>Sleep and Recovery</strong>');
      const value = screen.getByLabelText('study_title');
      await user.clear(value);
      await user.click(value);
      await user.paste('Heart Health');
      await waitFor(() => expect(frame.getAttribute('srcdoc')).toContain('<strong>Heart Health</strong>'));
    });

    it('removes scripts and handlers from pasted text before it is shown', async () => {
      const user = userEvent.setup();
      renderApp('/labs/content-playground');
      await user.click(await screen.findByRole('button', { name: 'Paste text' }, WAIT));
      await user.click(screen.getByLabelText('Text (plain or rich text)'));
      await user.paste('<p onclick="steal()">Hi {first_name}</p><script>alert(1)</script>');
      const frame = await screen.findByTitle('Preview of pasted text', {}, WAIT);
      await waitFor(() => expect(frame.getAttribute('srcdoc')).toContain('Hi Alex'));
      expect(frame.getAttribute('srcdoc')).not.toMatch(/onclick|alert\(1\)/);
    });
  },
);
