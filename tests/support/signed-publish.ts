import { draftOf, stateOf } from '@resources/studies/mocks/store';
import { incompleteLocales } from '@resources/studies/readiness';
import { DEMO_PASSWORD } from '@/mocks/db/demo';
import { tokenFor } from '@/mocks/node';

// A study version published under an electronic signature, through the mock as the console sends
// it: the setup of the signing tests and of the pages that list signatures.

export const SIGNER = 'staff@research.test';

const headers = (email: string) => ({
  Authorization: `Bearer ${tokenFor(email)}`,
  'Content-Type': 'application/json',
});

export const api = (path: string, method = 'GET', data?: unknown, email = SIGNER) =>
  fetch(`${location.origin}/api${path}`, {
    method,
    headers: headers(email),
    ...(data === undefined ? {} : { body: JSON.stringify({ data }) }),
  });

/**
 * A study whose latest version is a draft ready to publish (every locale complete), checked out;
 * the first of the studies `which` accepts (an external one, an internal one), else the first.
 */
export async function readyDraft(
  which: (id: string) => boolean = () => true,
): Promise<{ id: string; version: number; hash: string }> {
  for (let id = 1; id <= 60; id += 1) {
    // Checking out a published study starts its draft; kept to its primary locale, it is complete.
    if (!stateOf(String(id)) || !which(String(id))) continue;
    if (!(await api(`/admin/studies/${id}/check-out`, 'POST')).ok) continue;
    const draft = draftOf(stateOf(String(id))!);
    if (!draft) continue;
    draft.locales = draft.locales.slice(0, 1);
    if (incompleteLocales(draft).length > 0) continue;
    const study = (await (await api(`/admin/studies/${id}`)).json()) as { data: { draft_hash: string } };
    return { id: String(id), version: draft.version, hash: study.data.draft_hash };
  }
  throw new Error('no study with a complete draft');
}

export const publish = (id: string, v: number, signature?: Record<string, string>) =>
  api(`/admin/studies/${id}/versions/${v}/publish`, 'POST', {
    note: 'Checked',
    ...(signature ? { signature } : {}),
  });

export const sign = (hash: string, password = DEMO_PASSWORD, email = SIGNER) => ({
  email,
  password,
  meaning: 'Approved for release to participants',
  content_hash: hash,
});
