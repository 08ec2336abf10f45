import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { controls } from '@/mocks/controls';
import { server } from '@/mocks/node';
import { ACCOUNTS, renderApp, signInAs } from '../app/render-app';

const WAIT = { timeout: 10_000 };

beforeEach(() => signInAs(ACCOUNTS.super));

const card = async (name: string) => screen.findByRole('region', { name }, WAIT);

function countPosts(suffix: string): () => number {
  let count = 0;
  const listener = ({ request }: { request: Request }) => {
    if (request.method === 'POST' && request.url.endsWith(suffix)) count += 1;
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return () => count;
}

describe('migrations: dry run, then run after a confirmation that names it', { timeout: 90_000 }, () => {
  it('shows every state, with progress for a running one and the error of a failed one', async () => {
    renderApp('/labs/migrations');
    const running = await card('Split study locales');
    expect(within(running).getByText('Running')).toBeInTheDocument();
    expect(within(running).getByRole('progressbar', { name: /of 2,272 records/ })).toBeInTheDocument();
    expect(
      within(await card('Merge duplicate sites')).getByText(/Stopped after 812 of 1,530 records/),
    ).toBeInTheDocument();
    expect(within(await card('Add kit barcodes')).getByText('Done')).toBeInTheDocument();
  });

  it('dry-runs a pending migration, runs it once after naming it, and follows it to done', async () => {
    const user = userEvent.setup();
    const runs = countPosts('/run');
    renderApp('/labs/migrations');
    const m = await card('Backfill consent versions');
    expect(within(m).getByRole('button', { name: 'Run' })).toBeDisabled();
    await user.click(within(m).getByRole('button', { name: 'Dry run' }));
    expect(await within(m).findByText(/1,204 records would change/, {}, WAIT)).toBeInTheDocument();
    expect(within(m).getByText(/38 enrolments predate/)).toBeInTheDocument();

    await user.click(within(m).getByRole('button', { name: 'Run' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Run "Backfill consent versions"?' });
    expect(within(dialog).getByText(/changes 1,204 records/)).toBeInTheDocument();
    await user.dblClick(within(dialog).getByRole('button', { name: 'Run Backfill consent versions' }));
    expect(await within(m).findByText('Running', {}, WAIT)).toBeInTheDocument();
    expect(await within(m).findByText('Done', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(runs()).toBe(1);
  });

  it('retries a failed migration after a confirmation', async () => {
    const user = userEvent.setup();
    renderApp('/labs/migrations');
    const m = await card('Merge duplicate sites');
    await user.click(within(m).getByRole('button', { name: 'Retry' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Retry "Merge duplicate sites"?' });
    await user.click(within(dialog).getByRole('button', { name: 'Retry Merge duplicate sites' }));
    expect(await within(m).findByText('Running', {}, WAIT)).toBeInTheDocument();
    expect(within(m).queryByRole('alert')).not.toBeInTheDocument();
    expect(await within(m).findByRole('progressbar', { name: /of 1,530 records/ }, WAIT)).toBeInTheDocument();
  });

  it('leaves a migration pending when the server refuses the run', async () => {
    const user = userEvent.setup();
    renderApp('/labs/migrations');
    const m = await card('Normalise postcodes');
    await user.click(within(m).getByRole('button', { name: 'Dry run' }));
    await within(m).findByText(/3,418 records would change/, {}, WAIT);
    controls.forceStatus({
      method: 'POST',
      path: '/run',
      status: 409,
      times: 1,
      body: { message: 'Another migration is running.' },
    });
    await user.click(within(m).getByRole('button', { name: 'Run' }));
    await user.click(await screen.findByRole('button', { name: 'Run Normalise postcodes' }));
    expect(await screen.findByText(/Another migration is running/, {}, WAIT)).toBeInTheDocument();
    expect(within(m).getByText('Pending')).toBeInTheDocument();
  });
});
