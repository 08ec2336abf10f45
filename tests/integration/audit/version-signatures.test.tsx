import { screen, within } from '@testing-library/react';
import { stateOf } from '@resources/studies/mocks/store';
import { publish, readyDraft, sign } from '../../support/signed-publish';
import { ACCOUNTS, renderApp, signInAs } from '../app/render-app';

// A version's page lists the signatures it was published under, read from the audit trail.

const WAIT = { timeout: 20_000 };
vi.setConfig({ testTimeout: 40_000 });

beforeEach(() => signInAs(ACCOUNTS.staff));

describe("a study version's signatures", () => {
  it('names the signer, the meaning, the time and the reviewed content of a signed publish', async () => {
    const { id, version, hash } = await readyDraft();
    expect((await publish(id, version, sign(hash))).status).toBe(200);
    const published = stateOf(id)?.versions.find((v) => v.version === version);
    renderApp(`/study/${id}/versions/${published?.id}?tab=changelog`);
    const table = await screen.findByRole('table', { name: 'Signatures' }, WAIT);
    const [, row] = within(table).getAllByRole('row');
    expect(within(row!).getByText('Stella Staff')).toBeVisible();
    expect(within(row!).getByText('Approved for release to participants')).toBeVisible();
    expect(within(row!).getByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC \(/)).toBeVisible();
    expect(within(row!).getByText(hash.slice(0, 12))).toHaveAttribute('title', hash);
  });

  it('says so when a published version carries no signature', async () => {
    const state = stateOf('1');
    const earlier = state?.versions.find((v) => v.status === 'published');
    expect(earlier).toBeDefined();
    renderApp(`/study/1/versions/${earlier?.id}?tab=changelog`);
    expect(
      await screen.findByText('No electronic signature was recorded for this version.', {}, WAIT),
    ).toBeVisible();
  });
});
