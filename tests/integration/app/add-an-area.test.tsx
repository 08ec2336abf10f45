import { screen, within } from '@testing-library/react';
import { assembleConsole } from '@/app/assembly';
import { entities, resources } from '@/app/registry';
import { server } from '@/mocks/node';
import { loadModuleMocks } from '@/mocks/module-mocks';
import fieldNotes from '../../fixtures/resources/field-notes';
import { ACCOUNTS, mainMenu, renderApp, signInAs } from './render-app';

describe('adding an area is one folder in resources/ plus its registry line', () => {
  it('brings its route, menu entry, layout and mocked call with nothing else changed', async () => {
    // What the registry line does: the area joins the list the console is assembled from.
    const assembly = assembleConsole([...resources, fieldNotes], entities);
    server.use(...(await loadModuleMocks([fieldNotes])).handlers);
    signInAs(ACCOUNTS.super);
    renderApp('/field-notes', { assembly });

    expect(await screen.findByText('Kit 4417 left the lab on Tuesday', {}, { timeout: 10000 })).toBeVisible();
    const link = within(await mainMenu())
      .getAllByRole('link')
      .find((a) => a.getAttribute('href') === '/field-notes');
    expect(link).toHaveAttribute('aria-current', 'page');
    // The canvas layout: the admin frame, its content area full-bleed.
    expect(screen.getByTestId('field-notes-canvas').closest('.rc-canvas .RaLayout-content')).not.toBeNull();
  });

  it('keeps the area out of the console the registries assemble', () => {
    expect(assembleConsole(resources, entities).routes.some((r) => r.path === '/field-notes')).toBe(false);
  });

  it('gives a staff member without its permission neither the entry nor the screen', async () => {
    const assembly = assembleConsole([...resources, fieldNotes], entities);
    signInAs(ACCOUNTS.staff);
    renderApp('/field-notes', { assembly });
    expect((await screen.findAllByText(/do not have access/i, {}, { timeout: 10000 }))[0]).toBeVisible();
    const hrefs = within(await mainMenu())
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).not.toContain('/field-notes');
    expect(screen.queryByTestId('field-notes-canvas')).toBeNull();
  });
});
