import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { find, insert, rows } from '@/mocks/db';
import { prepareEmails } from '@resources/emails/mocks/seed';
import { ACCOUNTS, renderApp, signInAs } from '../app/render-app';

const WAIT = { timeout: 20_000 };
const COHORT = 3;
const members = () => rows('users').filter((u) => u.cohort === COHORT);

beforeEach(() => signInAs(ACCOUNTS.super));

describe(
  "a cohort's page: its members, paged through the users filter, added and removed",
  { timeout: 60_000 },
  () => {
    it('lists the members with their count, 25 to a page, and removes one after asking', async () => {
      const user = userEvent.setup();
      const total = members().length;
      expect(total).toBeGreaterThan(25);
      renderApp(`/cohorts/${COHORT}`);
      expect(
        await screen.findByRole(
          'heading',
          { level: 1, name: `Cohort ${String(find('cohorts', COHORT)!.name)}` },
          WAIT,
        ),
      ).toBeVisible();
      const table = await screen.findByRole('table', { name: `Members (${total})` }, WAIT);
      expect(within(table).getAllByRole('row')).toHaveLength(26);
      const first = within(table).getAllByRole('link')[0]!;
      const name = first.textContent ?? '';
      await user.click(within(table).getByRole('button', { name: `Remove ${name}` }));
      const dialog = await screen.findByRole('alertdialog');
      expect(dialog).toHaveTextContent(`Remove ${name} from`);
      await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
      expect(await screen.findByText(`${name} removed from the cohort`, {}, WAIT)).toBeVisible();
      expect(members()).toHaveLength(total - 1);
      await screen.findByRole('table', { name: `Members (${total - 1})` }, WAIT);
    }, 60_000);

    it("adds everyone a segment's query finds, once the number is confirmed", async () => {
      const user = userEvent.setup();
      renderApp(`/cohorts/${COHORT}`);
      await screen.findByRole('table', { name: /^Members/ }, WAIT);
      await user.click(screen.getByRole('combobox', { name: "From a saved segment's query" }));
      await user.click(await screen.findByRole('option', { name: 'Android app users' }, WAIT));
      const segment = rows('segments').find((s) => s.name === 'Android app users')!;
      expect(segment.query).toEqual({ registration_source: 'android' });
      const expected = rows('users').filter((u) => String(u.registration_source).includes('android'));
      const finds = new RegExp(`^Finds ${expected.length.toLocaleString('en-GB')} users$`);
      expect(await screen.findByText(finds, {}, WAIT)).toBeVisible();
      await user.click(screen.getByRole('button', { name: 'Add everyone it finds' }));
      const dialog = await screen.findByRole('alertdialog');
      expect(dialog).toHaveTextContent(
        `Add the ${expected.length.toLocaleString('en-GB')} users this query finds`,
      );
      await user.click(within(dialog).getByRole('button', { name: /^Add [\d,]+ users$/ }));
      expect(await screen.findByText(/users added$/, {}, WAIT)).toBeVisible();
      await waitFor(() =>
        expect(expected.every((u) => find('users', String(u.id))?.cohort === COHORT)).toBe(true),
      );
    }, 60_000);

    // Adding needs the cohorts and the segments permissions: no demo account but the superuser has both.
    it("adds whom every condition of a segment's query selects, two on one field among them", async () => {
      const user = userEvent.setup();
      // The email area seeds the segments on its first call: the row goes in after that.
      await prepareEmails();
      const contains = (value: string) => ({ field: 'email', op: 'contains', value });
      insert('segments', {
        name: 'AAA two email parts',
        query: { where: { combinator: 'and', rules: [contains('an'), contains('el')] } },
      });
      renderApp(`/cohorts/${COHORT}`);
      await screen.findByRole('table', { name: /^Members/ }, WAIT);
      const has = (text: string) => (u: Record<string, unknown>) => String(u.email).includes(text);
      const expected = rows('users').filter((u) => has('an')(u) && has('el')(u));
      const onlyLast = rows('users').filter((u) => has('el')(u) && !has('an')(u) && u.cohort !== COHORT);
      expect(onlyLast.length).toBeGreaterThan(0);
      await user.click(screen.getByRole('combobox', { name: "From a saved segment's query" }));
      await user.click(await screen.findByRole('option', { name: 'AAA two email parts' }, WAIT));
      const number = expected.length.toLocaleString('en-GB');
      expect(await screen.findByText(`Finds ${number} users`, {}, WAIT)).toBeVisible();
      await user.click(screen.getByRole('button', { name: 'Add everyone it finds' }));
      const dialog = await screen.findByRole('alertdialog');
      expect(dialog).toHaveTextContent(`Add the ${number} users this query finds`);
      await user.click(within(dialog).getByRole('button', { name: /^Add [\d,]+ users$/ }));
      expect(await screen.findByText(/users added$/, {}, WAIT)).toBeVisible();
      expect(expected.every((u) => find('users', String(u.id))?.cohort === COHORT)).toBe(true);
      expect(onlyLast.some((u) => find('users', String(u.id))?.cohort === COHORT)).toBe(false);
    }, 60_000);

    it('renames the cohort and describes it on the same page, and keeps its members', async () => {
      const user = userEvent.setup();
      const total = members().length;
      renderApp(`/cohorts/${COHORT}`);
      const name = await screen.findByRole('textbox', { name: /^Name/ }, WAIT);
      await screen.findByRole('table', { name: `Members (${total})` }, WAIT);
      await user.clear(name);
      await user.type(name, 'Spring clinic invitees');
      const description = screen.getByRole('textbox', { name: /^Description/ });
      await user.clear(description);
      await user.type(description, 'Invited to the spring clinic days');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(find('cohorts', COHORT)?.name).toBe('Spring clinic invitees'), WAIT);
      expect(find('cohorts', COHORT)?.description).toBe('Invited to the spring clinic days');
      expect(members()).toHaveLength(total);
      expect(screen.getByRole('table', { name: `Members (${total})` })).toBeVisible();
    }, 60_000);
  },
);
