import { z } from '@/lib/zod';
import { defineCall } from './define';
import type { CallDecl } from './types';
import { usersQuery } from './users-query';

// The shell's own calls: sign-in pages, session, settings, locales and the generic lookups. This
// file imports nothing but zod, so the auth and i18n layers below the HTTP client may read it.

const id = z.union([z.number(), z.string()]);
const anyRecord = z.looseObject({});

export const tokenAnswer = z.looseObject({ token: z.string().check(z.minLength(1)) });
export const loginAnswer = z.union([
  tokenAnswer,
  z.looseObject({
    device_verification_required: z.literal(true),
    device_token: z.string().check(z.minLength(1)),
  }),
]);
export const currentUserAnswer = z.looseObject({
  id,
  email: z.string(),
  fullname: z.nullish(z.string()),
  accepted_admin_terms_at: z.nullish(z.string()),
  chat_hash: z.nullish(z.string()),
});
export const registrationAnswer = z.looseObject({ email: z.string(), fullname: z.nullish(z.string()) });
export const localesAnswer = z.array(
  z.looseObject({ id: z.string().check(z.minLength(1)), name: z.nullish(z.string()) }),
);
export const clientSettingsAnswer = z.record(z.string(), z.unknown());
export const countAnswer = z.looseObject({ count: z.number() });

const quietDegrade = 'The sign-in pages say the server refused, with its message.';

export const coreCalls = {
  tokenRefresh: defineCall({
    id: 'auth.token-refresh',
    method: 'GET',
    path: '/x/token-refresh',
    kind: 'spec',
    access: 'public',
    summary: 'Renews the session from its cookie; the new token comes in the `token` response header',
    response: z.unknown(),
  }),
  login: defineCall({
    id: 'auth.login',
    method: 'POST',
    path: '/auth/login',
    kind: 'extension',
    access: 'public',
    summary: 'Signs in: a token, or a device verification step',
    body: z.object({ email: z.string(), password: z.string() }),
    response: loginAnswer,
    degrade: 'Nobody can sign in; the login form shows the server’s answer.',
  }),
  deviceCode: defineCall({
    id: 'auth.device-code',
    method: 'POST',
    path: '/auth/device-code',
    kind: 'extension',
    access: 'public',
    summary: 'Verifies a new device with the emailed code; answers a token',
    body: z.object({ device_token: z.string(), code: z.string() }),
    response: tokenAnswer,
    degrade: quietDegrade,
  }),
  logout: defineCall({
    id: 'auth.logout',
    method: 'POST',
    path: '/auth/logout',
    kind: 'extension',
    access: 'public',
    summary: 'Ends the session and its refresh cookie',
    response: z.unknown(),
    degrade: 'The console forgets the token anyway; the cookie lives until it expires.',
  }),
  forgotPassword: defineCall({
    id: 'auth.forgot-password',
    method: 'POST',
    path: '/auth/forgot-password',
    kind: 'extension',
    access: 'public',
    summary: 'Emails a password-reset link',
    body: z.object({ email: z.string() }),
    response: z.unknown(),
    degrade: quietDegrade,
  }),
  resetPassword: defineCall({
    id: 'auth.reset-password',
    method: 'POST',
    path: '/auth/reset-password',
    kind: 'extension',
    access: 'public',
    summary: 'Sets a new password with a reset token',
    body: z.object({ token: z.string(), password: z.string() }),
    response: z.unknown(),
    degrade: quietDegrade,
  }),
  registration: defineCall({
    id: 'auth.registration',
    method: 'GET',
    path: '/auth/registrations/{regToken}',
    kind: 'extension',
    access: 'public',
    summary: 'Who a registration link is for',
    response: registrationAnswer,
    degrade: quietDegrade,
  }),
  completeRegistration: defineCall({
    id: 'auth.registration.complete',
    method: 'POST',
    path: '/auth/registrations/{regToken}',
    kind: 'extension',
    access: 'public',
    summary: 'Completes a registration; answers a token',
    body: z.object({ fullname: z.string(), password: z.string() }),
    response: tokenAnswer,
    degrade: quietDegrade,
  }),
  acceptTerms: defineCall({
    id: 'auth.accept-terms',
    method: 'POST',
    path: '/admin/accept-terms',
    kind: 'extension',
    access: 'signed-in',
    summary: 'Records that the signed-in staff member accepted the admin terms; answers the user',
    response: currentUserAnswer,
    degrade: 'The licence page says the acceptance failed; the console stays on it.',
  }),
  currentUser: defineCall({
    id: 'user.current',
    method: 'GET',
    path: '/user',
    kind: 'spec',
    access: 'signed-in',
    summary: 'The signed-in staff member',
    response: currentUserAnswer,
    probe: {},
  }),
  clientSettings: defineCall({
    id: 'client-settings',
    method: 'GET',
    path: '/admin/client-settings',
    kind: 'spec',
    access: 'signed-in',
    summary: 'Client settings (inner fields not specified); failure is stored, never shown as a toast',
    response: clientSettingsAnswer,
    probe: {},
  }),
  locales: defineCall({
    id: 'locales.all',
    method: 'GET',
    path: '/admin/locales',
    kind: 'spec',
    access: 'signed-in',
    summary: 'Every locale, for the language menu and locale names',
    response: localesAnswer,
    probe: {},
  }),
  search: defineCall({
    id: 'search.reference',
    method: 'GET',
    path: '/z/{entity}/search',
    kind: 'spec',
    access: { entityParam: 'entity', action: 'read' },
    summary:
      'Records of {entity} whose field (the one query parameter) contains the value: reference pickers',
    query: z.record(z.string(), z.string()),
    response: z.array(anyRecord),
    probe: { path: { entity: 'users' }, query: { email: 'a' } },
  }),
  adminRead: defineCall({
    id: 'read.admin',
    method: 'GET',
    path: '/admin/read/{entity}',
    kind: 'spec',
    access: { entityParam: 'entity', action: 'read' },
    summary: 'Records of {entity} whose `by` field equals `field` (lists and pickers of admin-read entities)',
    query: z.looseObject({
      by: z.optional(z.string()),
      field: z.optional(z.union([z.string(), z.number()])),
    }),
    response: z.array(anyRecord),
    paged: true,
  }),
  geneVariants: defineCall({
    id: 'genes.variants',
    method: 'GET',
    path: '/admin/genes/variants',
    kind: 'spec',
    access: { entity: 'gene-variants', action: 'read' },
    summary: 'Every variant of a gene; without gene_name the server answers "Missing query params"',
    query: z.object({ gene_name: z.string() }),
    response: z.array(z.looseObject({ id })),
  }),
  usersFilterCount: defineCall({
    id: 'users.filter.count',
    method: 'POST',
    path: '/users/filter/count',
    safe: true,
    kind: 'spec',
    access: { anyOf: ['perm.admin_client.feature.users'] },
    summary: 'How many users a filter query selects',
    body: z.looseObject({ query: usersQuery, search_terms: z.optional(z.string()) }),
    response: countAnswer,
  }),
} satisfies Record<string, CallDecl>;
