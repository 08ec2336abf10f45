import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { stateOf } from '@resources/studies/mocks/store';
import { auditEntries } from '@/mocks/audit/log';
import { find } from '@/mocks/db';
import { DEMO_PASSWORD } from '@/mocks/db/demo';
import { controls, server } from '@/mocks/node';
import { formatDateTime, formatDateTimeUtc } from '@/i18n';
import { api, publish, readyDraft, sign } from '../../support/signed-publish';
import { ACCOUNTS, renderApp, signInAs } from '../app/render-app';

// A version's page lists the signatures it was published under, read from the audit trail: each
// with the signer's full name, the meaning, the time on the UTC clock and the reader's, and the
// hash of the content signed. An account that may not read the record's audit sees none of it.

const WAIT = { timeout: 20_000 };
vi.setConfig({ testTimeout: 40_000 });

const MEANING = 'Approved for release to participants';
const external = (id: string) => find('studies', id)?.is_external === true;

/** A study version published under Stella Staff's signature: its page's address and the entry. */
async function signedVersion(which: (id: string) => boolean) {
  const { id, version, hash } = await readyDraft(which);
  expect((await publish(id, version, sign(hash))).status).toBe(200);
  const published = stateOf(id)?.versions.find((v) => v.version === version);
  const entry = auditEntries().findLast((e) => e.kind === 'publish' && e.record_id === id);
  expect(entry?.signature).toBeTruthy();
  return {
    id,
    hash,
    path: `/study/${id}/versions/${String(published?.id)}?tab=changelog`,
    signedAt: entry!.signature!.signed_at,
  };
}

afterEach(() => controls.setAnswerShape(null));

describe("a study version's signatures", () => {
  it('shows an external-studies reader the signer, meaning, UTC and local times and the hash', async () => {
    // The least privileged account that may read the version: external studies only.
    const { id, hash, path, signedAt } = await signedVersion(external);
    expect(external(id)).toBe(true);
    signInAs(ACCOUNTS.external);
    renderApp(path);
    const table = await screen.findByRole('table', { name: 'Signatures' }, WAIT);
    const [head, row] = within(table).getAllByRole('row');
    expect(
      within(head!)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Signed by', 'Meaning', 'Signed (UTC)', 'Signed (your local time)', 'Content signed (hash)']);
    expect(within(row!).getByRole('rowheader')).toHaveTextContent('Stella Staff');
    expect(within(row!).getByText(MEANING)).toBeVisible();
    const utc = within(row!).getByText(formatDateTimeUtc(signedAt));
    expect(utc).toHaveTextContent(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} UTC$/);
    expect(utc).toHaveAttribute('dateTime', signedAt);
    const local = within(row!).getByText(formatDateTime(signedAt));
    expect(local).toHaveTextContent(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/);
    expect(local).toHaveAttribute('dateTime', signedAt);
    expect(within(row!).getByText(hash)).toHaveAttribute('title', hash);
  });

  it('shows no signature data to an account that may not read the study, nor its audit', async () => {
    const { id, path } = await signedVersion((id) => !external(id));
    // The record's audit is read under the record's own rules: out of scope, refused.
    const audit = await api(`/admin/audit/studies/${id}?kind=publish`, 'GET', undefined, ACCOUNTS.external);
    expect(audit.status).toBe(403);
    expect(await audit.text()).not.toContain('Stella Staff');
    signInAs(ACCOUNTS.external);
    renderApp(path);
    await waitFor(() => expect(document.body).toHaveTextContent(/permission|access|not found/i), WAIT);
    expect(screen.queryByRole('table', { name: 'Signatures' })).toBeNull();
    expect(screen.queryByText('Stella Staff')).toBeNull();
    expect(screen.queryByText(MEANING)).toBeNull();
  });

  it('a server that lets the version be read but refuses its audit shows the refusal, no signature', async () => {
    const { path } = await signedVersion(() => true);
    server.use(
      http.get('/api/admin/audit/:entity/:id', () =>
        HttpResponse.json({ message: 'You do not have permission to read studies.' }, { status: 403 }),
      ),
    );
    signInAs(ACCOUNTS.staff);
    renderApp(path);
    expect(
      await screen.findByText(
        /may not read this record's audit trail, where its signatures are kept/,
        {},
        WAIT,
      ),
    ).toBeVisible();
    // The version itself still shows: its note and who published it.
    expect(screen.getByText('Checked')).toBeVisible();
    expect(screen.queryByRole('table', { name: 'Signatures' })).toBeNull();
    expect(screen.queryByText(MEANING)).toBeNull();
  });

  it('says so when a published version carries no signature', async () => {
    const state = stateOf('1');
    const earlier = state?.versions.find((v) => v.status === 'published');
    expect(earlier).toBeDefined();
    signInAs(ACCOUNTS.staff);
    renderApp(`/study/1/versions/${earlier?.id}?tab=changelog`);
    expect(
      await screen.findByText('No electronic signature was recorded for this version.', {}, WAIT),
    ).toBeVisible();
  });

  it('a server that leaves out the optional signature fields is told apart from "none recorded"', async () => {
    const { path } = await signedVersion(() => true);
    controls.setAnswerShape('sparse');
    signInAs(ACCOUNTS.staff);
    renderApp(path);
    expect(
      await screen.findByText(
        /did not include the signature details, so the signatures cannot be listed/,
        {},
        WAIT,
      ),
    ).toBeVisible();
    expect(screen.queryByText('No electronic signature was recorded for this version.')).toBeNull();
    expect(screen.queryByText(/could not be shown|Something went wrong/)).toBeNull();
  });
});

describe("a flow's signatures", () => {
  it('the changelog lists the signed versions of a flow with a consent block, for a reader of flows', async () => {
    // Published by the superuser (who may write flows) under a signature; read by Stella Staff,
    // the least privileged account that may read flows.
    const su = (path: string, method = 'GET', data?: unknown) => api(path, method, data, ACCOUNTS.super);
    expect((await su('/admin/flows/1/check-out', 'POST')).status).toBe(200);
    const draft = (
      (await (await su('/admin/flows/1')).json()) as {
        data: { draft_hash: string; flow_version_id: number };
      }
    ).data;
    const published = await su(`/admin/flow-versions/${draft.flow_version_id}/publish`, 'PUT', {
      note: 'Consent wording approved',
      changes: [],
      signature: {
        email: ACCOUNTS.super,
        password: DEMO_PASSWORD,
        meaning: MEANING,
        content_hash: draft.draft_hash,
      },
    });
    expect(published.status).toBe(200);
    const entry = auditEntries().findLast((e) => e.kind === 'publish' && e.entity === 'flows');
    expect(entry?.record_id).toBe('1');
    signInAs(ACCOUNTS.staff);
    renderApp('/studies/flow/1?tab=changelog');
    const table = await screen.findByRole('table', { name: 'Signatures' }, WAIT);
    const [, row] = within(table).getAllByRole('row');
    const cells = within(row!).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent(String(entry?.version));
    expect(within(row!).getByRole('rowheader')).toHaveTextContent('Sam Super');
    expect(within(row!).getByText(MEANING)).toBeVisible();
    expect(within(row!).getByText(formatDateTimeUtc(entry!.signature!.signed_at))).toBeVisible();
    expect(within(row!).getByText(formatDateTime(entry!.signature!.signed_at))).toBeVisible();
    expect(within(row!).getByText(draft.draft_hash)).toBeVisible();
  });
});
