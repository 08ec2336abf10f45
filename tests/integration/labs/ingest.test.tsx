import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { controls } from '@/mocks/controls';
import { rows } from '@/mocks/db';
import { ACCOUNTS, renderApp, signInAs } from '../app/render-app';

const WAIT = { timeout: 20_000 };

beforeEach(() => {
  signInAs(ACCOUNTS.super);
  sessionStorage.clear();
});

function sitesCsv(count: number, bad: (i: number) => boolean, duplicate?: string): File {
  const lines = ['Site name,Identifier,City,Country'];
  for (let i = 1; i <= count; i += 1) {
    const id = i === 3 && duplicate ? duplicate : `IMP-${1000 + i}`;
    lines.push(`Clinic ${i},${id},Leeds,${bad(i) ? 'GBR' : 'GB'}`);
  }
  return new File([lines.join('\n')], 'sites.csv', { type: 'text/csv' });
}

async function upload(user: ReturnType<typeof userEvent.setup>, file: File) {
  renderApp('/labs/fabric-ingestion');
  await user.upload(await screen.findByLabelText('File (CSV or JSON)', {}, WAIT), file);
}

describe('fabric ingestion: check every row, then send in batches with a report', { timeout: 90_000 }, () => {
  it('guesses the mapping, skips rows with problems, and reports the server’s refusals', async () => {
    const user = userEvent.setup();
    const taken = String(rows('sites')[0]!.identifier);
    await upload(
      user,
      sitesCsv(60, (i) => i === 10 || i === 20, taken),
    );
    const mapping = await screen.findByRole('table', { name: 'Columns and the fields they fill' }, WAIT);
    expect(within(mapping).getByRole('combobox', { name: 'Field for Identifier' })).toHaveTextContent(
      'Identifier',
    );
    expect(within(mapping).getByRole('combobox', { name: 'Field for Country' })).toHaveTextContent(
      'Country code',
    );
    expect(
      await screen.findByText(/58 rows are ready to send; 2 rows have problems/, {}, WAIT),
    ).toBeInTheDocument();
    const problems = screen.getByRole('table', { name: 'Rows with problems' });
    expect(within(problems).getAllByRole('row')).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Send 58 rows in batches of 50' }));
    expect(
      await screen.findByText('Finished: 57 created, 1 refused, 2 skipped for problems.', {}, WAIT),
    ).toBeInTheDocument();
    const refused = screen.getByRole('table', { name: 'Rows the server refused' });
    expect(within(refused).getByText(`identifier "${taken}" already exists`)).toBeInTheDocument();
    expect(rows('sites').filter((s) => String(s.identifier).startsWith('IMP-'))).toHaveLength(57);
  });

  it('fails a whole batch the server could not take, and sends it again on retry', async () => {
    const user = userEvent.setup();
    await upload(
      user,
      sitesCsv(120, () => false),
    );
    await screen.findByText(/120 rows are ready to send/, {}, WAIT);
    controls.forceStatus({
      method: 'POST',
      path: '/batches',
      status: 503,
      times: 1,
      body: { message: 'Ingestion is busy' },
    });
    await user.click(screen.getByRole('button', { name: 'Send 120 rows in batches of 50' }));
    expect(
      await screen.findByText('Finished: 70 created, 50 refused, 0 skipped for problems.', {}, WAIT),
    ).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem('rc-labs-ingestion') ?? '{}')).toMatchObject({
      rows: 120,
      created: 70,
      finished: true,
    });
    expect(sessionStorage.getItem('rc-labs-ingestion')).not.toMatch(/Clinic|Leeds/);
    await user.click(screen.getByRole('button', { name: 'Retry refused rows (50)' }));
    expect(
      await screen.findByText('Finished: 120 created, 0 refused, 0 skipped for problems.', {}, WAIT),
    ).toBeInTheDocument();
  });

  it('says after a reload what an interrupted ingestion had sent', async () => {
    sessionStorage.setItem(
      'rc-labs-ingestion',
      JSON.stringify({
        entity: 'sites',
        rows: 1000,
        sent: 400,
        created: 390,
        failedRows: [4, 9],
        skipped: 20,
        finished: false,
        at: '2026-11-25T09:00:00Z',
      }),
    );
    renderApp('/labs/fabric-ingestion');
    expect(
      await screen.findByText(
        /interrupted an ingestion of 1000 Sites rows: 400 were sent \(390 created, 2 refused\) and 580 were not sent/,
        {},
        WAIT,
      ),
    ).toBeInTheDocument();
  });
});
