import { find, insert, onResetDb, patch, rows } from '../db';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, TERMS_ACCEPTED_AT } from '../db/demo';
import type { Row } from './respond';
import type { currentUserAnswer } from '@/contract/core';
import type { z } from '@/lib/zod';

/** Who can sign in. Kept beside the users table: a user row has no password or permissions. */
export interface Account {
  id: number | string;
  email: string;
  fullname: string;
  permissions: readonly string[];
  password: string;
  acceptedTermsAt: string | null;
  needsDeviceCode: boolean;
}

let accounts: Account[] | null = null;

function all(): Account[] {
  accounts ??= DEMO_ACCOUNTS.map((d) => ({
    id: d.id,
    email: d.email,
    fullname: d.fullname,
    permissions: d.permissions,
    password: DEMO_PASSWORD,
    acceptedTermsAt: d.termsAccepted ? TERMS_ACCEPTED_AT : null,
    needsDeviceCode: d.needsDeviceCode,
  }));
  return accounts;
}

onResetDb(() => {
  accounts = null;
});

export const accountByEmail = (email: string): Account | undefined =>
  all().find((a) => a.email.toLowerCase() === email.trim().toLowerCase());

export const accountById = (id: number | string): Account | undefined =>
  all().find((a) => String(a.id) === String(id));

export function updateAccount(account: Account, changes: Partial<Account>): Account {
  const list = all();
  const next = { ...account, ...changes };
  list[list.indexOf(account)] = next;
  return next;
}

/** A new staff account, with its user row (registration, admin-user creation). */
export function addAccount(input: Omit<Account, 'id'>, userFields: Row = {}): Account {
  const existing = rows('users').find((u) => String(u.email).toLowerCase() === input.email.toLowerCase());
  const user =
    existing ??
    insert('users', {
      ...userFields,
      email: input.email,
      fullname: input.fullname,
      accepted_admin_terms_at: null,
    });
  const account: Account = { ...input, id: user.id as number | string };
  all().push(account);
  return account;
}

/** The `GET /user` body: the user row (when the registry has users) overlaid with the account. */
export function currentUser(account: Account): z.input<typeof currentUserAnswer> {
  const row = find('users', account.id) ?? {};
  return {
    ...row,
    id: account.id,
    email: account.email,
    fullname: account.fullname,
    accepted_admin_terms_at: account.acceptedTermsAt,
    permissions: account.permissions,
  };
}

export function acceptTerms(account: Account, at: string): Account {
  const row = find('users', account.id);
  if (row) patch('users', row, { accepted_admin_terms_at: at });
  return updateAccount(account, { acceptedTermsAt: at });
}
