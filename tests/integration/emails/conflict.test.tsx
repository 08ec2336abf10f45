import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { find, rows } from '@/mocks/db';
import { updateRecord } from '@/mocks/lib/entity-ops';
import { server } from '@/mocks/node';
import { readDoc } from '@resources/emails/doc';
import { prepareEmails } from '@resources/emails/mocks/seed';
import { ACCOUNTS, renderApp, signInAs } from '../app/render-app';

const WAIT = { timeout: 15_000 };

/** The If-Match headers of the template's saves, in the order they go. */
function versionsSent(id: string): (string | null)[] {
  const seen: (string | null)[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.method === 'PUT' && new URL(request.url).pathname === `/api/templates/${id}`)
      seen.push(request.headers.get('If-Match'));
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return seen;
}

const saveState = () => within(screen.getByRole('banner')).getByRole('status');

beforeEach(() => signInAs(ACCOUNTS.super));

describe('the email editor after someone else saved the template', () => {
  it(
    'sets both versions side by side and saves only the parts chosen, against their version',
    { timeout: 60_000 },
    async () => {
      await prepareEmails();
      const row = rows('templates').find((t) => t.name === 'Survey reminder');
      if (!row) throw new Error('"Survey reminder" is seeded');
      const id = String(row.id);
      const versions = versionsSent(id);
      renderApp(`/templates/${id}`);
      const subject = await screen.findByRole('textbox', { name: 'Subject (en-gb)' }, WAIT);
      await userEvent.clear(subject);
      await userEvent.type(subject, 'Five minutes left on your survey');
      await userEvent.click(screen.getByRole('button', { name: 'Add a one-column section' }));

      // A colleague saves a new subject and a new heading meanwhile.
      const stored = find('templates', id);
      if (!stored) throw new Error('"Survey reminder" is stored');
      const doc = readDoc(stored.json_template);
      if (!doc) throw new Error('"Survey reminder" is written in blocks');
      const sections = JSON.parse(
        JSON.stringify(doc.sections).replace('Pick up where you left off', 'Your answers are saved'),
      ) as unknown;
      const theirs = updateRecord('templates', stored, {
        email_subject: 'A quick reminder',
        json_template: { ...doc, subject: { 'en-gb': 'A quick reminder' }, sections },
      });
      expect(theirs.status).toBe(200);
      const theirVersion = String(find('templates', id)?.updated_at);

      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      const dialog = await screen.findByRole('dialog', { name: 'Someone else saved this template' }, WAIT);
      const subjects = within(dialog).getByRole('radiogroup', { name: 'Subject (en-gb)' });
      expect(
        within(subjects).getByRole('radio', { name: 'Yours: Five minutes left on your survey' }),
      ).toBeChecked();
      await userEvent.click(
        within(subjects).getByRole('radio', { name: 'Saved by someone else: A quick reminder' }),
      );
      const blocks = within(dialog).getByRole('radiogroup', { name: 'Blocks' });
      // Both versions of the blocks are read out, each beside its choice.
      expect(
        within(blocks).getByRole('radio', { name: /^Yours: .*Pick up where you left off/s }),
      ).toBeChecked();
      expect(within(blocks).getByText(/Heading: Your answers are saved/)).toBeVisible();
      await userEvent.click(within(blocks).getByRole('radio', { name: /^Yours:/ }));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save the merge' }));

      await waitFor(() => expect(saveState()).toHaveTextContent('All changes saved'), WAIT);
      expect(versions).toHaveLength(2);
      expect(versions[1]).toBe(JSON.stringify(theirVersion));
      const saved = find('templates', id);
      const savedDoc = readDoc(saved?.json_template);
      expect(saved?.email_subject).toBe('A quick reminder');
      expect(savedDoc?.subject['en-gb']).toBe('A quick reminder');
      // Mine for the blocks: the section added here, and the heading as it was before theirs.
      expect(savedDoc?.sections).toHaveLength(doc.sections.length + 1);
      expect(JSON.stringify(savedDoc?.sections)).toContain('Pick up where you left off');
      expect(JSON.stringify(savedDoc?.sections)).not.toContain('Your answers are saved');
      expect(await screen.findByRole('textbox', { name: 'Subject (en-gb)' }, WAIT)).toHaveValue(
        'A quick reminder',
      );
    },
  );
  it(
    'back to the editor keeps what was typed and writes nothing; saving again asks again',
    { timeout: 60_000 },
    async () => {
      await prepareEmails();
      const id = String(rows('templates').find((t) => t.name === 'Survey reminder')?.id);
      const versions = versionsSent(id);
      renderApp(`/templates/${id}`);
      const subject = await screen.findByRole('textbox', { name: 'Subject (en-gb)' }, WAIT);
      await userEvent.type(subject, ' today');
      const stored = find('templates', id);
      if (!stored) throw new Error('"Survey reminder" is stored');
      updateRecord('templates', stored, { name: 'Survey reminder (week 2)' });

      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      const dialog = await screen.findByRole('dialog', { name: 'Someone else saved this template' }, WAIT);
      // Only they changed the name: it is listed, theirs chosen; the subject is not in conflict.
      const name = within(dialog).getByRole('radiogroup', { name: 'Name' });
      expect(
        within(name).getByRole('radio', { name: /^Saved by someone else: Survey reminder \(week 2\)/ }),
      ).toBeChecked();
      expect(within(dialog).queryByRole('radiogroup', { name: 'Subject (en-gb)' })).toBeNull();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Back to the editor' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
      expect(await screen.findByRole('textbox', { name: 'Subject (en-gb)' }, WAIT)).toHaveValue(
        'Your survey is waiting today',
      );
      expect(saveState()).toHaveTextContent(/Someone else saved this template/);
      expect(find('templates', id)?.name).toBe('Survey reminder (week 2)');

      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(
        await screen.findByRole('dialog', { name: 'Someone else saved this template' }, WAIT),
      ).toBeVisible();
      expect(versions).toHaveLength(2);
      expect(find('templates', id)?.name).toBe('Survey reminder (week 2)');
    },
  );
});
