import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { entities } from '@/app/registry';
import { checkEntities } from '@/engine';
import { useSchemas } from '@/mocks/node';
import { labelPattern } from './cases';
import gadgets from './fixtures/gadgets';
import { renderAdmin } from './render-admin';

// The registry as it would be with one more file in schemas/: nothing else is added or changed.
const schemas = checkEntities([...entities, gadgets.inFile('schemas/gadgets.ts')]);

beforeEach(() => useSchemas(schemas));
afterAll(() => {
  useSchemas();
  checkEntities(entities);
});

describe('Adding an entity: a new schema file yields working list, create, edit and show screens', () => {
  it('lists the seeded records', async () => {
    const { container } = renderAdmin('/gadgets', { schemas });
    await waitFor(() => expect(container.querySelectorAll('tbody tr')).toHaveLength(25));
    expect(screen.getByText('Colour')).toBeInTheDocument();
  });

  it('creates, shows, edits and shows again', async () => {
    const { location } = renderAdmin('/gadgets/create', { schemas });
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is a required field')).toBeInTheDocument();
    expect(screen.getByText('Colour is a required field')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText(labelPattern('Name')), 'Sprocket');
    await userEvent.click(screen.getByRole('combobox', { name: labelPattern('Colour') }));
    await userEvent.click(await screen.findByRole('option', { name: 'Green' }));
    await userEvent.type(screen.getByLabelText(labelPattern('Weight')), '12.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(location.pathname).toMatch(/^\/gadgets\/[^/]+\/show$/));
    const id = location.pathname.split('/')[2] ?? '';
    const main = screen.getByRole('main');
    expect(await within(main).findAllByText('Sprocket')).not.toHaveLength(0);
    expect(within(main).getByText('12.5')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Edit' }));
    const name = await screen.findByLabelText(labelPattern('Name'));
    expect(name).toHaveValue('Sprocket');
    await userEvent.clear(name);
    await userEvent.type(name, 'Sprocket Mk II');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location.pathname).toBe(`/gadgets/${id}/show`));
    expect(await within(main).findAllByText('Sprocket Mk II')).not.toHaveLength(0);
  });
});
