import { screen } from '@testing-library/react';
import type { ResourceModule } from '@/shell/module';
import { assembleConsole } from '@/app/assembly';
import { entities, resources } from '@/app/registry';
import { ACCOUNTS, renderApp, signInAs } from './render-app';

const WAIT = { timeout: 10_000 };

function Notice() {
  return <div role="status">Maintenance tonight at 22:00</div>;
}

/** An area whose only contribution is a banner. */
const noticeArea: ResourceModule = { id: 'notice', banners: [Notice] };

describe('a module can put a banner above every screen', () => {
  beforeEach(() => signInAs(ACCOUNTS.super));

  it('collects the banners of the modules in registry order', () => {
    const other = () => null;
    const assembly = assembleConsole([...resources, noticeArea, { id: 'other', banners: [other] }], entities);
    expect(assembly.banners.slice(-2)).toEqual([Notice, other]);
  });

  it.each(['/', '/users', '/studies'])('shows it on %s', async (path) => {
    renderApp(path, { assembly: assembleConsole([...resources, noticeArea], entities) });
    expect(await screen.findByText('Maintenance tonight at 22:00', {}, WAIT)).toBeVisible();
  });

  it('shows it in the editor layout too', async () => {
    renderApp('/templates/1', { assembly: assembleConsole([...resources, noticeArea], entities) });
    expect(await screen.findByText('Maintenance tonight at 22:00', {}, WAIT)).toBeVisible();
  });

  it('leaves the sign-in pages alone', async () => {
    renderApp('/apula/platform-user-license-agreement', {
      assembly: assembleConsole([...resources, noticeArea], entities),
    });
    await screen.findAllByRole('heading', {}, WAIT);
    expect(screen.queryByText('Maintenance tonight at 22:00')).not.toBeInTheDocument();
  });
});
