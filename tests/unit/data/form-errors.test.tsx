import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CoreAdminContext, EditBase, Form, useInput } from 'react-admin';
import { createDataProvider } from '@/data';
import { HttpError } from '@/http';
import { answer, fixtures } from './helpers';

const conflict = {
  message: 'Conflict',
  errors: { name: ['Name is taken', 'Pick another'], code: 'Code is taken' },
};

describe('server 409/422 errors land on their fields', () => {
  it('rejects with the HttpError status and a flat body.errors that react-admin maps onto fields', async () => {
    answer('put', '/sites/:id', conflict, 409);
    const error: unknown = await createDataProvider(fixtures)
      .update('sites', { id: 3, data: { name: 'York' }, previousData: { id: 3 } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      status: 409,
      message: 'Conflict',
      body: { message: 'Conflict', errors: { name: 'Name is taken Pick another', code: 'Code is taken' } },
    });
  });

  it('keeps a 422 on create the same way', async () => {
    answer('post', '/sites', { message: 'Invalid', errors: { email: 'must be a valid email' } }, 422);
    await expect(
      createDataProvider(fixtures).create('sites', { data: { email: 'x' } }),
    ).rejects.toMatchObject({
      status: 422,
      body: { errors: { email: 'must be a valid email' } },
    });
  });

  it('leaves errors without field messages as they are', async () => {
    answer('get', '/sites/:id', { message: 'Server exploded' }, 500);
    await expect(createDataProvider(fixtures).getOne('sites', { id: 1 })).rejects.toMatchObject({
      status: 500,
      message: 'Server exploded',
      body: { message: 'Server exploded' },
    });
  });

  it('shows the server message under the field of a pessimistic edit form and keeps the typed value', async () => {
    answer('get', '/sites/:id', { data: { id: 3, name: 'York' } });
    answer('put', '/sites/:id', conflict, 409);
    // react-admin logs every rejected dataProvider call in development.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const NameInput = () => {
      const { field, fieldState } = useInput({ source: 'name' });
      return (
        <label>
          Name
          <input {...field} value={String(field.value ?? '')} />
          {fieldState.error?.message && <span role="alert">{fieldState.error.message}</span>}
        </label>
      );
    };
    render(
      <CoreAdminContext dataProvider={createDataProvider(fixtures)}>
        <EditBase resource="sites" id={3} mutationMode="pessimistic">
          <Form>
            <NameInput />
            <button type="submit">Save</button>
          </Form>
        </EditBase>
      </CoreAdminContext>,
    );
    const input = await screen.findByDisplayValue('York');
    await userEvent.clear(input);
    await userEvent.type(input, 'Leeds');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Name is taken Pick another'));
    expect(input).toHaveValue('Leeds');
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ status: 409 }));
    logged.mockRestore();
  });
});
