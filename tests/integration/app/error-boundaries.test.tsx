import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nContextProvider } from 'react-admin';
import { assembleConsole } from '@/app/assembly';
import type { ResourceModule } from '@/shell/module';
import { entities, resources } from '@/app/registry';
import { i18nProvider } from '@/i18n';
import { setRenderErrorReporter } from '@/integrations';
import { PanelBoundary } from '@/ui';
import { ACCOUNTS, mainMenu, renderApp, signInAs } from './render-app';

const WAIT = { timeout: 20_000 };

let broken = true;
function Fragile({ label }: { label: string }) {
  if (broken) throw new Error('Cannot read properties of undefined (reading "join")');
  return <p>{label} drawn</p>;
}

function Page() {
  const [note, setNote] = useState('');
  return (
    <main>
      <label>
        Note
        <input value={note} onChange={(e) => setNote(e.target.value)} />
      </label>
      <PanelBoundary name="versions">
        <Fragile label="Versions" />
      </PanelBoundary>
      <p>Overview stays</p>
    </main>
  );
}

afterEach(() => {
  broken = true;
  setRenderErrorReporter(null);
});

describe('a part that throws fails alone', () => {
  it('shows a message with Retry in its place; the rest and what was typed stay; Retry draws it again', async () => {
    const reports: unknown[][] = [];
    setRenderErrorReporter((...args) => reports.push(args));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    render(
      <I18nContextProvider value={i18nProvider}>
        <Page />
      </I18nContextProvider>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'half a sentence');
    expect(screen.getByRole('alert')).toHaveTextContent('This part of the page could not be shown.');
    expect(screen.getByText('Overview stays')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('half a sentence');
    // Reported with the part's name only: nothing the page showed or held.
    expect(reports).toHaveLength(1);
    expect(reports[0]).toHaveLength(2);
    expect(reports[0]![1]).toBe('versions');

    broken = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('Versions drawn')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('half a sentence');
  });
});

function Boom(): never {
  throw new Error('screen broke');
}

const boomArea: ResourceModule = {
  id: 'boom',
  menu: [],
  routes: [
    { path: '/boom', component: Boom },
    { path: '/boom-editor', layout: 'editor', component: Boom },
  ],
};

describe('a route that throws', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));

  it('keeps the menu and the bar; the page says it could not be shown, with Retry', async () => {
    signInAs(ACCOUNTS.super);
    renderApp('/boom', { assembly: assembleConsole([...resources, boomArea], entities) });
    const alert = await screen.findByRole('alert', {}, WAIT);
    expect(alert).toHaveTextContent('This page could not be shown.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
    expect(await mainMenu()).toBeVisible();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });

  it('in the editor frame too: the frame and its profile menu stay', async () => {
    signInAs(ACCOUNTS.super);
    renderApp('/boom-editor', { assembly: assembleConsole([...resources, boomArea], entities) });
    expect(await screen.findByRole('alert', {}, WAIT)).toHaveTextContent('This page could not be shown.');
    expect(screen.getByRole('banner')).toBeVisible();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });
});
