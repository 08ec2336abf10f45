import { screen, waitFor } from '@testing-library/react';
import { all, labelOf } from './cases';
import { renderAdmin } from './render-admin';

describe('every entity of the registry: the generated list renders server rows', () => {
  it.each(all)('%s', async (name, schema) => {
    const { container } = renderAdmin(`/${name}`);
    await waitFor(() => expect(container.querySelectorAll('tbody tr').length).toBeGreaterThan(0));
    expect(container.querySelectorAll('tbody tr').length).toBeLessThanOrEqual(schema.list.perPage);
    for (const column of schema.list.columns) {
      expect(screen.getAllByText(labelOf(schema, column)).length).toBeGreaterThan(0);
    }
  });
});
