import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { creatable, labelOf, requiredOnCreate } from './cases';
import { renderAdmin } from './render-admin';

describe('every entity of the registry: create validates required fields ("is a required field")', () => {
  it.each(creatable)('%s', async (name, schema) => {
    const { location } = renderAdmin(`/${name}/create`);
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    for (const field of requiredOnCreate(schema)) {
      expect(
        await screen.findByText(`${labelOf(schema, field.source)} is a required field`),
      ).toBeInTheDocument();
    }
    expect(location.pathname).toBe(`/${name}/create`);
  });
});
