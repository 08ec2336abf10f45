import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { entities } from '@/app/registry';
import { createDataProvider } from '@/data';
import { labelPattern } from './cases';
import { firstRecord, renderAdmin } from './render-admin';

const headers = () =>
  screen
    // The open chooser hides the page from the accessibility tree; the table is still there.
    .getAllByRole('columnheader', { hidden: true })
    .map((h) => h.textContent?.trim() ?? '')
    .filter(Boolean);

describe('the column chooser works from the keyboard', () => {
  it('moves between columns with the arrows and moves a column with Alt and an arrow', async () => {
    const user = userEvent.setup();
    renderAdmin('/sites');
    await waitFor(() => expect(headers().slice(0, 2)).toEqual(['Name', 'Identifier']));
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const chooser = within(await screen.findByRole('list', { name: 'Columns' }));
    const name = chooser.getByRole('switch', { name: 'Name' });
    name.focus();
    await user.keyboard('{ArrowDown}');
    expect(chooser.getByRole('switch', { name: 'Identifier' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(name).toHaveFocus();

    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await waitFor(() => expect(headers().slice(0, 2)).toEqual(['Identifier', 'Name']));
    // The moved column keeps the focus, and its new place is announced.
    await waitFor(() => expect(chooser.getByRole('switch', { name: 'Name' })).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent('Name is now column 2 of');
  });

  it('moves a column with its Move up button, and hides one with its switch', async () => {
    const user = userEvent.setup();
    renderAdmin('/sites');
    await waitFor(() => expect(headers().slice(0, 2)).toEqual(['Name', 'Identifier']));
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const list = await screen.findByRole('list', { name: 'Columns' });
    const rows = within(list).getAllByRole('listitem');
    expect(within(rows[0] as HTMLElement).getByRole('button', { name: 'Move up' })).toBeDisabled();
    await user.click(within(rows[1] as HTMLElement).getByRole('button', { name: 'Move up' }));
    await waitFor(() => expect(headers().slice(0, 2)).toEqual(['Identifier', 'Name']));
    // At the top the button cannot move it further: the focus goes to the column's switch.
    const identifier = within(list).getByRole('switch', { name: 'Identifier' });
    await waitFor(() => expect(identifier).toHaveFocus());
    await user.keyboard(' ');
    await waitFor(() => expect(headers()).not.toContain('Identifier'));
  });
});

describe('long forms keep Save and Cancel in view and can be jumped through', () => {
  it('lists the sections of a long form; a link moves the focus into its section', async () => {
    const user = userEvent.setup();
    Element.prototype.scrollIntoView = vi.fn();
    renderAdmin('/users/1');
    const nav = await screen.findByRole('navigation', { name: 'Jump to' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Details', 'Shipping address', 'Custom properties']);
    await user.click(within(nav).getByRole('link', { name: 'Shipping address' }));
    expect(screen.getByLabelText(labelPattern('Address line 1'))).toHaveFocus();
    await user.click(within(nav).getByRole('link', { name: 'Details' }));
    expect(screen.getByLabelText(labelPattern('Email'))).toHaveFocus();
  });

  it('a short form has no section links', async () => {
    renderAdmin('/sites/1');
    await screen.findByLabelText(labelPattern('Name'));
    expect(screen.queryByRole('navigation', { name: 'Jump to' })).not.toBeInTheDocument();
  });

  it('the toolbar with Save and Cancel sticks to the bottom of the window', async () => {
    renderAdmin('/users/1');
    const toolbar = await screen.findByRole('toolbar');
    expect(within(toolbar).getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(within(toolbar).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(toolbar).toHaveStyle({ position: 'sticky', bottom: '0px' });
  });

  it('Cancel leaves the form for the list when it was opened by its address', async () => {
    const user = userEvent.setup();
    const { location } = renderAdmin('/sites/1');
    await screen.findByLabelText(labelPattern('Name'));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(location.pathname).toBe('/sites'));
  });
});

describe('Ctrl/Cmd+S saves a generated form, as it does in the editors', () => {
  it('saves an edited record with Ctrl+S and sends nothing when nothing changed', async () => {
    const dataProvider = createDataProvider(entities);
    const update = vi.spyOn(dataProvider, 'update');
    const id = String((await firstRecord(dataProvider, 'sites')).id);
    renderAdmin(`/sites/${id}`, { dataProvider });
    const name = await screen.findByLabelText(labelPattern('Name'));
    // Nothing changed: the shortcut sends nothing (and the browser's "Save page" stays shut).
    const unchanged = fireEvent.keyDown(window, { key: 's', ctrlKey: true });
    expect(unchanged).toBe(false);
    await userEvent.clear(name);
    await userEvent.type(name, 'Harrogate Clinic');
    expect(update).not.toHaveBeenCalled();
    fireEvent.keyDown(name, { key: 's', metaKey: true });
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0]?.[1].data).toMatchObject({ name: 'Harrogate Clinic' });
  });

  it('submits a new record with Ctrl+S, showing what is required', async () => {
    renderAdmin('/cohorts/create');
    await screen.findByLabelText(labelPattern('Name'));
    fireEvent.keyDown(window, { key: 's', ctrlKey: true });
    expect(await screen.findAllByText(/is a required field/)).not.toHaveLength(0);
  });
});
