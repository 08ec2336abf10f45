import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { find, rows, schemaOf } from '@/mocks/db';
import { filterRows } from '@/mocks/lib/query';
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
      const expected = filterRows(schemaOf('users'), rows('users'), segment.query as Record<string, unknown>);
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
