import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ACCOUNTS, renderApp, signInAs } from '../app/render-app';

// The editor's Map tab draws the working copy: a branch chosen a moment ago, unsaved, is on it.

const WAIT = { timeout: 20_000 };

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

describe('the flow editor’s map', { timeout: 60_000 }, () => {
  it('shows an unsaved new jump as an edge, in the list view a keyboard user reads', async () => {
    signInAs(ACCOUNTS.super);
    const app = renderApp('/studies/flow/1/block/101');
    const goesTo = await screen.findByRole('combobox', { name: 'Then go to' }, WAIT);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add block' })).toBeInTheDocument(), WAIT);
    const heading = String(
      (screen.getByRole('textbox', { name: /Heading \(en-gb\)/ }) as HTMLInputElement).value,
    );
    fireEvent.mouseDown(goesTo);
    fireEvent.click(
      within(screen.getByRole('listbox')).getByRole('option', { name: 'Consent to take part' }),
    );

    fireEvent.click(screen.getByRole('tab', { name: 'Map' }));
    await waitFor(() => expect(app.location()).toContain('tab=map'));
    expect(screen.getByText(/unsaved changes included/)).toBeVisible();
    fireEvent.click(await screen.findByRole('button', { name: 'List view' }, WAIT));
    const list = await screen.findByRole('list', { name: /list view$/ }, WAIT);
    const item = within(list)
      .getAllByRole('listitem')
      .find((li) => li.parentElement === list && li.textContent?.includes(heading));
    expect(item).toBeDefined();
    expect(item).toHaveTextContent('Consent to take part (jump)');
  });
});
