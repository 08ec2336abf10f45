import { coreCalls, type clientSettingsAnswer } from '@/contract/core';
import type { z } from '@/lib/zod';
import { LOCALES } from '../db/values';
import { acceptTerms, accountById, currentUser, type Account } from '../lib/accounts';
import { hash } from '../lib/rng';
import { answer, declared } from '../lib/declared';
import { fail, nowIso } from '../lib/respond';
import { identify } from '../lib/tokens';

function signedInAccount(request: Request): Account | undefined {
  const who = identify(request);
  return who.state === 'valid' ? accountById(who.claims.user_id) : undefined;
}

/** Stands in for the server's HMAC of the email that the chat widget verifies. */
function chatHash(email: string): string {
  return Array.from({ length: 8 }, (_, i) => hash(`${i}:${email}`).toString(16).padStart(8, '0')).join('');
}

const { currentUser: userCall, acceptTerms: acceptTermsCall, locales, clientSettings } = coreCalls;

const CLIENT_SETTINGS: z.input<typeof clientSettingsAnswer> = {
  support_email: 'support@research.test',
  default_locale: 'en-gb',
  terms_version: '2025-06',
  max_upload_mb: 25,
  features: { chat: true, labs: true },
};

/** The signed-in user, terms acceptance, locales and client settings. */
export const sessionHandlers = [
  declared(userCall, ({ request }) => {
    const account = signedInAccount(request);
    if (!account) return fail(401, 'Unauthenticated.');
    return answer(userCall, { ...currentUser(account), chat_hash: chatHash(account.email) });
  }),

  declared(acceptTermsCall, ({ request }) => {
    const account = signedInAccount(request);
    if (!account) return fail(401, 'Unauthenticated.');
    return answer(acceptTermsCall, currentUser(acceptTerms(account, nowIso())));
  }),

  declared(locales, () =>
    answer(
      locales,
      LOCALES.map((l) => ({ ...l })),
    ),
  ),

  declared(clientSettings, () => answer(clientSettings, CLIENT_SETTINGS)),
];
