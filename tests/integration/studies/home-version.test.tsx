import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stateOf } from '@resources/studies/mocks/store';
import { ACCOUNTS, renderApp, signInAs } from '../app/render-app';

const WAIT = { timeout: 10_000 };
// Whole screens against the mock backend, several steps each: slower than one widget on a busy machine.
vi.setConfig({ testTimeout: 40_000 });

beforeEach(() => signInAs(ACCOUNTS.staff));

describe('a study home', () => {
  it('shows who holds the draft, the content, the flows, the versions and the genes with variants', async () => {
    renderApp('/study/2');
    const overview = await screen.findByRole('region', { name: 'Overview' }, WAIT);
    expect(await within(overview).findByText(/Checked out by Sam Super since/)).toBeVisible();
    expect(await within(overview).findByText(/of [\d,]+ enrolled/, {}, WAIT)).toBeVisible();

    const versions = screen.getByRole('region', { name: 'Versions' });
    const state = stateOf('2');
    const rowsShown = await within(versions).findAllByRole('row', {}, WAIT);
    expect(rowsShown).toHaveLength((state?.versions.length ?? 0) + 1);
    expect(
      within(versions).getByRole('link', { name: `Version ${state?.versions.at(-1)?.version}` }),
    ).toHaveAttribute('href', `/study/2/versions/${state?.versions.at(-1)?.id}`);

    const content = screen.getByRole('region', { name: 'Content' });
    expect((await within(content).findAllByRole('link', {}, WAIT)).length).toBeGreaterThanOrEqual(2);
    expect(
      within(screen.getByRole('region', { name: 'Flows' })).getByRole('link', {
        name: 'All flows of this study',
      }),
    ).toHaveAttribute('href', '/studies/2/flows');

    const genes = screen.getByRole('region', { name: 'Genes' });
    const [first] = await within(genes).findAllByRole('button', {}, WAIT);
    await userEvent.click(first!);
    expect(await within(genes).findByRole('table', { name: /Variants of/ }, WAIT)).toBeVisible();
  });
});

describe('where a study opens', () => {
  it('a row of the list, a reference or a new study (the generated show address) opens its home', async () => {
    const { location } = renderApp('/studies/3/show');
    await waitFor(() => expect(location()).toBe('/study/3'), WAIT);
    expect(await screen.findByRole('region', { name: 'Overview' }, WAIT)).toBeVisible();
  });
});

describe('a version', () => {
  it('tells its changes against the version before in words, and its note', async () => {
    const state = stateOf('1');
    const last = state?.versions.at(-1);
    expect(last?.version).toBeGreaterThan(1);
    renderApp(`/study/1/versions/${last?.id}?tab=changelog`);
    expect(await screen.findByText(last?.note ?? '', {}, WAIT)).toBeVisible();
    const changes = await screen.findByRole('list', { name: 'Changes' }, WAIT);
    expect(within(changes).getByText(/^Title changed from ".* pilot study" to ".*"$/)).toBeVisible();
  });

  it('lists its locales with the texts missing, and its fields read-only', async () => {
    const last = stateOf('1')?.versions.at(-1);
    const { location } = renderApp(`/study/1/versions/${last?.id}`);
    expect(await screen.findByText(/: \d+ missing$/, {}, WAIT)).toBeVisible();
    expect(screen.getByText('en-gb: complete')).toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: 'Details' }));
    expect(location()).toContain('tab=details');
    expect(await screen.findByRole('table', { name: 'Texts per locale' })).toBeVisible();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
