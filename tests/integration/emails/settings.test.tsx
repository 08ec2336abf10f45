import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { find, replace, rows } from '@/mocks/db';
import { prepareEmails } from '@resources/emails/mocks/seed';
import { addRow, choose, shown } from '../../support/query-builder-ui';
import { ACCOUNTS, renderApp, signInAs } from '../app/render-app';

const WAIT = { timeout: 30_000 };

async function templateRow(name: string) {
  await prepareEmails();
  const row = rows('templates').find((t) => t.name === name);
  if (!row) throw new Error(`no template ${name}`);
  return row;
}

const builder = () => screen.getByRole('group', { name: 'Which users' });

beforeEach(() => signInAs(ACCOUNTS.super));

describe('email settings: the audience query in the users query builder', { timeout: 120_000 }, () => {
  it('picks a condition, shows how many users match, and saves the query on the template', async () => {
    const id = String((await templateRow('Welcome to Research Together')).id);
    renderApp(`/templates/${id}?tab=settings`);
    await screen.findByRole('group', { name: 'Which users' }, WAIT);
    expect(within(builder()).getByText(/^No conditions: every user matches\./)).toBeVisible();

    const row = await addRow();
    await choose(row, 'Field', 'Monthly newsletter');
    expect(shown(row, 'Value')).toBe('Yes');
    const readers = rows('users').filter((u) => u.monthly_newsletter === true).length;
    expect(readers).toBeGreaterThan(0);
    await waitFor(
      () =>
        expect(within(builder()).getByRole('status')).toHaveTextContent(
          `${readers.toLocaleString('en-GB')} matching user`,
        ),
      WAIT,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(
      () =>
        expect(find('templates', id)?.user_query).toEqual({
          where: { combinator: 'and', rules: [{ field: 'monthly_newsletter', op: 'eq', value: true }] },
        }),
      WAIT,
    );
  });

  it('keeps a query the builder cannot show in the JSON editor, with a note, and saves it unchanged', async () => {
    const row = await templateRow('Complete your profile');
    const id = String(row.id);
    const written = {
      $or: [{ monthly_newsletter: true }, { referral_code: 'SPRING' }],
      email_validated: true,
    };
    replace('templates', row, { ...row, user_query: written });
    renderApp(`/templates/${id}?tab=settings`);
    expect(
      await screen.findByText(/This query has conditions the query builder cannot show \(\$or\)/, {}, WAIT),
    ).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Which users' })).toBeNull();

    const name = screen.getByRole('textbox', { name: 'Name' });
    await userEvent.type(name, ' (partners)');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(find('templates', id)?.name).toBe('Complete your profile (partners)'), WAIT);
    expect(find('templates', id)?.user_query).toEqual(written);
  });
});
