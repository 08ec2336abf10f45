import { http } from 'msw';
import { LOCALES } from '../db/values';
import { acceptTerms, accountById, currentUser, type Account } from '../lib/accounts';
import { hash } from '../lib/rng';
import { fail, nowIso, ok } from '../lib/respond';
import { identify } from '../lib/tokens';

function signedInAccount(request: Request): Account | undefined {
  const who = identify(request);
  return who.state === 'valid' ? accountById(who.claims.user_id) : undefined;
}

/** Stands in for the server's HMAC of the email that the chat widget verifies. */
function chatHash(email: string): string {
  return Array.from({ length: 8 }, (_, i) => hash(`${i}:${email}`).toString(16).padStart(8, '0')).join('');
}

const CLIENT_SETTINGS = {
  support_email: 'support@research.test',
  default_locale: 'en-gb',
  terms_version: '2025-06',
  max_upload_mb: 25,
  features: { chat: true, labs: true },
};

/** The signed-in user, terms acceptance, locales and client settings. */
export const sessionHandlers = [
  http.get('/api/user', ({ request }) => {
    const account = signedInAccount(request);
    if (!account) return fail(401, 'Unauthenticated.');
    return ok({ ...currentUser(account), chat_hash: chatHash(account.email) });
  }),

  http.post('/api/admin/accept-terms', ({ request }) => {
    const account = signedInAccount(request);
    if (!account) return fail(401, 'Unauthenticated.');
    return ok(currentUser(acceptTerms(account, nowIso())));
  }),

  http.get('/api/admin/locales', () => ok(LOCALES.map((l) => ({ ...l })))),

  http.get('/api/admin/client-settings', () => ok(CLIENT_SETTINGS)),
];
