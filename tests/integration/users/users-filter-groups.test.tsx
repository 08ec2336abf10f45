import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { insert, rows } from '@/mocks/db';
import type { Row } from '@/mocks/lib/respond';
import { server } from '@/mocks/node';
import { prepareEmails } from '@resources/emails/mocks/seed';
import { addTextRow, choose, conditionRows, groups, shown } from '../../support/query-builder-ui';
import { ACCOUNTS, renderApp, signInAs } from '../app/render-app';

// Run as the least privileged account that may filter users and keep segments (users, templates).
const WAIT = { timeout: 20_000 };
const pager = () => document.querySelector('.MuiTablePagination-displayedRows')?.textContent ?? '';
const n = (count: number) => count.toLocaleString('en-GB');
const has = (text: string) => (u: Row) => String(u.email).toLowerCase().includes(text);
const count = (test: (u: Row) => boolean) => rows('users').filter(test).length;
const shows = async (total: number) =>
  expect(await screen.findByText(`${n(total)} matching users`, {}, WAIT)).toHaveAttribute('role', 'status');

async function openBuilder(first: () => void = () => {}): Promise<void> {
  renderApp('/users');
  await waitFor(() => expect(pager()).toBe('1-25 of 10,000'), WAIT);
  first();
  fireEvent.click(screen.getByRole('button', { name: 'Filter builder' }));
  await screen.findByRole('button', { name: 'Add condition' }, WAIT);
}

/** A new group inside the outer one, with its first (empty) row. */
async function addGroup(): Promise<HTMLElement> {
  const header = groups()[0]!.querySelector<HTMLElement>(':scope > .ruleGroup-header')!;
  fireEvent.click(within(header).getByRole('button', { name: 'Add group' }));
  await waitFor(() => expect(groups()).toHaveLength(2));
  return groups()[1]!;
}

beforeEach(() => signInAs(ACCOUNTS.staff));
afterEach(() => server.resetHandlers());

// MUI's lists open and close through the DOM in jsdom, slower than native selects on a busy machine.
describe('the users filter builder keeps every condition', { timeout: 150_000 }, () => {
  it('applies two conditions on one field together, to the count and to the list', async () => {
    await openBuilder();
    await addTextRow('Email', 'an');
    await addTextRow('Email', 'el');
    const both = count((u) => has('an')(u) && has('el')(u));
    expect(both).toBeGreaterThan(25);
    expect(both).toBeLessThan(Math.min(count(has('an')), count(has('el'))));
    await shows(both);
    fireEvent.click(screen.getByRole('button', { name: 'Apply to the list' }));
    await waitFor(() => expect(pager()).toBe(`1-25 of ${n(both)}`), WAIT);
    const listed = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(listed).toHaveLength(25);
    for (const row of listed) expect(row.textContent?.toLowerCase()).toMatch(/an.*el|el.*an|anel|elan/);
  });

  it('counts an "or" group and a "not" group as the rows say, and saves and reloads them whole', async () => {
    const user = userEvent.setup();
    await openBuilder();
    await addTextRow('Email', 'an');
    const inner = await addGroup();
    await choose(inner, 'Combine', 'any (or)');
    const first = inner.querySelector<HTMLElement>('.rule')!;
    await choose(first, 'Field', 'Site user');
    await addTextRow('Registration source', 'ios', inner);
    const either = (u: Row) => u.is_site === true || String(u.registration_source).includes('ios');
    const orTotal = count((u) => has('an')(u) && either(u));
    await shows(orTotal);

    fireEvent.click(within(inner).getByLabelText('Not'));
    const notTotal = count((u) => has('an')(u) && !either(u));
    expect(notTotal).not.toBe(orTotal);
    await shows(notTotal);
    fireEvent.click(screen.getByRole('button', { name: 'Apply to the list' }));
    await waitFor(() => expect(pager()).toBe(`1-25 of ${n(notTotal)}`), WAIT);

    await user.click(screen.getByRole('button', { name: 'Save as segment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save as segment' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Not site or iOS');
    await user.click(within(dialog).getByRole('button', { name: 'Save segment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    const saved = rows('segments').find((s) => s.name === 'Not site or iOS');
    expect(saved?.query).toEqual({
      where: {
        combinator: 'and',
        rules: [
          { field: 'email', op: 'contains', value: 'an' },
          {
            combinator: 'or',
            not: true,
            rules: [
              { field: 'is_site', op: 'eq', value: true },
              { field: 'registration_source', op: 'contains', value: 'ios' },
            ],
          },
        ],
      },
    });

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(conditionRows()).toHaveLength(0));
    await choose(document.body, 'Load segment', 'Not site or iOS');
    await waitFor(() => expect(pager()).toBe(`1-25 of ${n(notTotal)}`), WAIT);
    expect(conditionRows().map((r) => shown(r, 'Field'))).toEqual([
      'Email',
      'Site user',
      'Registration source',
    ]);
    expect(shown(groups()[1]!, 'Combine')).toBe('any (or)');
    expect(within(groups()[1]!).getByLabelText('Not')).toBeChecked();
  });

  it('loads a segment saved in the older plain shape as rows, and its custom properties at once', async () => {
    // The property definitions arrive late: the rows must not wait for them.
    let release = () => {};
    const late = new Promise<void>((r) => (release = r));
    server.use(http.get('/api/custom-properties', async () => void (await late)));
    // The email area seeds the segments on its first call: the row goes in after that.
    await openBuilder(() => {
      void prepareEmails();
      insert('segments', {
        name: 'AAA older wearers',
        description: '',
        query: { 'custom_properties.wearable_device': true, registration_source: 'web' },
      });
    });
    await choose(document.body, 'Load segment', 'AAA older wearers');
    const wearers = count(
      (u) =>
        (u.custom_properties as Record<string, unknown>).wearable_device === true &&
        String(u.registration_source).includes('web'),
    );
    await waitFor(() => expect(pager()).toBe(`1-25 of ${n(wearers)}`), WAIT);
    await waitFor(() => expect(conditionRows()).toHaveLength(2));
    const [property, source] = conditionRows();
    expect(shown(property!, 'Field')).toBe('wearable_device');
    expect(shown(property!, 'Value')).toBe('Yes');
    expect(shown(source!, 'Field')).toBe('Registration source');
    release();
    await waitFor(
      () => expect(shown(property!, 'Field')).toBe('Custom property: Uses a wearable device'),
      WAIT,
    );
    await shows(wearers);
  });
});
