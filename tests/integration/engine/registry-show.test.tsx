import { screen } from '@testing-library/react';
import { createDataProvider } from '@/data';
import { all, labelOf } from './cases';
import { firstRecord, renderAdmin } from './render-admin';

describe('every entity of the registry: show shows the record', () => {
  it.each(all)('%s', async (name, schema) => {
    const dataProvider = createDataProvider([schema]);
    const record = await firstRecord(dataProvider, name);
    renderAdmin(`/${name}/${encodeURIComponent(record.id as string)}/show`, { dataProvider });
    const shown = schema.fields.filter((f) => f.views.show);
    for (const field of shown) {
      expect((await screen.findAllByText(labelOf(schema, field.source))).length).toBeGreaterThan(0);
    }
    const title = schema.fields.find((f) => f.source === schema.recordTitle);
    const value = record[schema.recordTitle];
    if (title?.type === 'text' && typeof value === 'string' && value !== '') {
      expect((await screen.findAllByText(value)).length).toBeGreaterThan(0);
    }
  });
});
