import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { entities } from '@/app/registry';
import { checkEntities, defineEntity } from '@/engine';
import { formatDate } from '@/i18n';
import { useSchemas } from '@/mocks/node';
import { shownDate, typeDate } from './date-fields';
import { firstRecord, renderAdmin } from './render-admin';

// A list filtered by a date: no entity of the registry offers one yet, so a schema of its own.
const meetings = defineEntity({
  recordTitle: 'title',
  icon: 'event',
  fields: [
    { source: 'title', type: 'text', required: true, maxLength: 80 },
    { source: 'held_on', type: 'date', filterable: true },
  ],
  list: { sort: { field: 'title', order: 'ASC' }, columns: ['title', 'held_on'] },
  seed: { count: 40 },
});
const schemas = checkEntities([...entities, meetings.inFile('schemas/meetings.ts')]);

beforeEach(() => useSchemas(schemas));
// A list, then a picker typed into key by key: more than the default on a busy machine.
vi.setConfig({ testTimeout: 40_000 });
afterAll(() => {
  useSchemas();
  checkEntities(entities);
});

describe('spec §9: a list filtered by a date takes it as day, month, year typed in UK order', () => {
  it('filters by 24/05/2027 typed into the picker, and drops a date left unfinished', async () => {
    const user = userEvent.setup();
    const { dataProvider, location, container } = renderAdmin('/meetings', { schemas });
    const held = String((await firstRecord(dataProvider, 'meetings')).held_on);
    const getList = vi.spyOn(dataProvider, 'getList');
    await waitFor(() => expect(container.querySelectorAll('tbody tr').length).toBeGreaterThan(1));

    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Held on' }));
    const [year, month, day] = held.split('-');
    const group = await typeDate(user, 'Held on', `${day}/${month}/${year}`);
    expect(shownDate(group)).toBe(formatDate(held));

    await waitFor(() => expect(getList.mock.lastCall?.[1].filter).toEqual({ held_on: held }));
    await waitFor(() => {
      const rows = [...container.querySelectorAll('tbody tr')];
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows)
        expect(within(row as HTMLElement).getByText(formatDate(held))).toBeInTheDocument();
    });
    expect(location.pathname).toBe('/meetings');

    await typeDate(user, 'Held on', `${day}/${month}`);
    await waitFor(() => expect(getList.mock.lastCall?.[1].filter).toEqual({}));
    expect(shownDate(group)).toBe(`${formatDate(held).replace(/ \d{4}$/, '')} YYYY`);
  });
});
