import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { entities } from '@/app/registry';
import { riskOf } from '@/audit';
import { createDataProvider } from '@/data';
import { server } from '@/mocks/node';
import { editable, editFor, labelOf, labelPattern } from './cases';
import { typeDate } from './date-fields';
import { giveReason } from '../../support/reason';
import { firstRecord, renderAdmin } from './render-admin';

const cases = editable.filter(([, schema]) => editFor(schema) !== undefined);

describe('every editable entity of the registry: edit saves (pessimistically) and returns to show', () => {
  it.each(cases)('%s', async (name, schema) => {
    const edit = editFor(schema);
    if (!edit) throw new Error('filtered above');
    // Every schema, as the console has: a reference (a visit's patient) is read by its own rules.
    const dataProvider = createDataProvider(entities);
    const id = (await firstRecord(dataProvider, name)).id as string | number;
    const { location } = renderAdmin(`/${name}/${encodeURIComponent(id)}`, { dataProvider });
    const sent: Array<Promise<unknown>> = [];
    const onRequest = ({ request }: { request: Request }) => {
      if (request.method === 'PUT') sent.push(request.clone().json());
    };
    server.events.on('request:start', onRequest);

    const label = labelOf(schema, edit.field.source);
    if (edit.kind === 'date') {
      // Typed as people in the UK write it: 2031-03-04T10:30 is "04/03/2031 10:30".
      const [, year, month, day, time] = /^(\d{4})-(\d{2})-(\d{2})(?:T(.+))?$/.exec(edit.value) ?? [];
      await typeDate(userEvent.setup(), label, `${day}/${month}/${year}${time ? ` ${time}` : ''}`);
    } else {
      const input = await screen.findByLabelText(labelPattern(label));
      await userEvent.clear(input);
      await userEvent.type(input, String(edit.value));
    }
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    // A risky write (a participant's personal data) asks why before it is sent.
    if (riskOf('PUT', `/${schema.endpoint}/${encodeURIComponent(id)}`, {}))
      await giveReason(userEvent.setup(), 'Correcting an error');
    await waitFor(() => expect(location.pathname).toBe(`/${name}/${encodeURIComponent(id)}/show`));

    server.events.removeListener('request:start', onRequest);
    // Only the field typed into travels (with a composite key's own fields), nothing the inputs
    // reformatted on the way.
    const bodies = (await Promise.all(sent)) as Array<{ data: Record<string, unknown> }>;
    const keyFields = schema.key && schema.key.length > 1 ? schema.key : [];
    expect(bodies.map((b) => Object.keys(b.data).filter((k) => !keyFields.includes(k)))).toEqual([
      [edit.field.source],
    ]);

    const saved = (await createDataProvider([schema]).getOne(name, { id })).data as Record<string, unknown>;
    const value = saved[edit.field.source];
    if (edit.kind === 'date') expect(String(value)).toContain(edit.value.slice(0, 10));
    else expect(value).toEqual(edit.value);
  });
});
