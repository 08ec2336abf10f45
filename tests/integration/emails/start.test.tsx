import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { find, rows } from '@/mocks/db';
import { readDoc } from '@resources/emails/doc';
import { prepareEmails } from '@resources/emails/mocks/seed';
import { ACCOUNTS, renderApp, signInAs } from '../app/render-app';

const WAIT = { timeout: 30_000 };

/** The id of the template the editor opened on, once it has. */
async function openedId(location: () => string): Promise<string> {
  await waitFor(() => expect(location()).toMatch(/^\/templates\/\d+$/), WAIT);
  return location().split('/')[2] ?? '';
}

async function chooseFolder(name: string) {
  await userEvent.click(screen.getByRole('combobox', { name: 'Folder' }));
  await userEvent.click(await screen.findByRole('option', { name }));
}

beforeEach(() => signInAs(ACCOUNTS.super));

describe('starting a template', () => {
  it(
    'from the list’s one button, as a copy: the typed subject and folder reach the editor and the record',
    { timeout: 90_000 },
    async () => {
      await prepareEmails();
      const before = rows('templates').length;
      const { location } = renderApp('/emails');
      await screen.findByText('Password reset', {}, WAIT);
      expect(screen.queryByRole('link', { name: 'New template' })).toBeNull();
      await userEvent.click(screen.getByRole('link', { name: 'Create' }));
      await screen.findByRole('heading', { name: 'New email template' }, WAIT);
      expect(location()).toBe('/templates/create');

      await userEvent.type(screen.getByRole('textbox', { name: /^Name/ }), 'Visit reminder');
      await chooseFolder('Survey reminders');
      await userEvent.type(screen.getByRole('textbox', { name: 'Email subject' }), 'Your visit is tomorrow');
      await userEvent.click(screen.getByRole('radio', { name: 'A copy of an existing template' }));
      await userEvent.type(screen.getByRole('combobox', { name: 'Template to copy' }), 'Survey remin');
      await userEvent.click(await screen.findByRole('option', { name: 'Survey reminder' }, WAIT));
      await userEvent.click(screen.getByRole('button', { name: 'Create and open the editor' }));

      const id = await openedId(location);
      expect(rows('templates')).toHaveLength(before + 1);
      expect(await screen.findByRole('textbox', { name: 'Subject (en-gb)' }, WAIT)).toHaveValue(
        'Your visit is tomorrow',
      );
      expect(screen.getByText('Pick up where you left off')).toBeVisible();
      const saved = find('templates', id);
      expect(saved).toMatchObject({
        name: 'Visit reminder',
        email_subject: 'Your visit is tomorrow',
        folder_id: 11,
        is_active: false,
        trigger_id: null,
      });
      expect(readDoc(saved?.json_template)?.subject['en-gb']).toBe('Your visit is tomorrow');
      expect(String(saved?.html_template)).toContain('Pick up where you left off');

      await userEvent.click(screen.getByRole('tab', { name: 'Settings' }));
      expect(await screen.findByRole('combobox', { name: 'Folder' }, WAIT)).toHaveValue('Survey reminders');
    },
  );

  it('from blank blocks: name, subject, folder and transactional are kept', { timeout: 60_000 }, async () => {
    await prepareEmails();
    const { location } = renderApp('/templates/create');
    await screen.findByRole('heading', { name: 'New email template' }, WAIT);
    await userEvent.click(screen.getByRole('button', { name: 'Create and open the editor' }));
    expect(screen.getByText('A template needs a name of at least 2 characters.')).toBeVisible();
    expect(location()).toBe('/templates/create');

    await userEvent.type(screen.getByRole('textbox', { name: /^Name/ }), 'Appointment moved');
    await chooseFolder('Archive');
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Email subject' }),
      'Your appointment has moved',
    );
    await userEvent.click(screen.getByRole('checkbox', { name: /^Transactional/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Create and open the editor' }));

    const id = await openedId(location);
    expect(await screen.findByRole('textbox', { name: 'Subject (en-gb)' }, WAIT)).toHaveValue(
      'Your appointment has moved',
    );
    const saved = find('templates', id);
    expect(saved).toMatchObject({
      name: 'Appointment moved',
      email_subject: 'Your appointment has moved',
      folder_id: 8,
      is_transactional: true,
    });
    expect(readDoc(saved?.json_template)?.sections).toHaveLength(1);
    expect(within(screen.getByRole('banner')).getByText('Appointment moved')).toBeVisible();
  });
});
