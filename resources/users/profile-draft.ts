import type { UserRecord } from './types';

// The profile tab's editable fields (spec §3) and their checks, apart from the screen.

export const ADDRESS_PARTS = ['line1', 'line2', 'city', 'postcode', 'country'] as const;
export type AddressPart = (typeof ADDRESS_PARTS)[number];

export interface ProfileDraft {
  fullname: string;
  email: string;
  phone: string;
  birthday: string;
  sex: string;
  ethnicity: string;
  address: Record<AddressPart, string>;
  notifications: boolean;
  monthly_newsletter: boolean;
  contactable_by_phone: boolean;
}

export function draftOf(u: UserRecord): ProfileDraft {
  const a = u.shipping_address ?? {};
  return {
    fullname: u.fullname ?? '',
    email: u.email ?? '',
    phone: u.phone ?? '',
    birthday: u.birthday ?? '',
    sex: u.sex ?? '',
    ethnicity: u.ethnicity ?? '',
    address: {
      line1: a.line1 ?? '',
      line2: a.line2 ?? '',
      city: a.city ?? '',
      postcode: a.postcode ?? '',
      country: a.country ?? '',
    },
    notifications: u.notifications === true,
    monthly_newsletter: u.monthly_newsletter === true,
    contactable_by_phone: u.contactable_by_phone === true,
  };
}

/** A check's message as a locale key of `validation.*` and its arguments. */
export interface Problem {
  key: string;
  args?: Record<string, number>;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The spec's generic messages (§5) for the profile's rules, by field. */
export function profileProblems(d: ProfileDraft): Record<string, Problem> {
  const out: Record<string, Problem> = {};
  const name = d.fullname.trim();
  if (!name) out.fullname = { key: 'validation.required' };
  else if (name.length < 2) out.fullname = { key: 'validation.minLength', args: { min: 2 } };
  else if (name.length > 120) out.fullname = { key: 'validation.maxLength', args: { max: 120 } };
  if (!d.email.trim()) out.email = { key: 'validation.required' };
  else if (!EMAIL.test(d.email.trim())) out.email = { key: 'validation.email' };
  if (d.phone.length > 32) out.phone = { key: 'validation.maxLength', args: { max: 32 } };
  if (d.ethnicity.length > 80) out.ethnicity = { key: 'validation.maxLength', args: { max: 80 } };
  return out;
}

/** What the server should store for the fields the draft changed. */
export function profileChanges(u: UserRecord, d: ProfileDraft): Partial<UserRecord> {
  const before = draftOf(u);
  const out: Record<string, unknown> = {};
  const simple = ['fullname', 'email', 'phone', 'birthday', 'sex', 'ethnicity'] as const;
  for (const k of simple) if (d[k] !== before[k]) out[k] = d[k].trim() === '' ? null : d[k].trim();
  const flags = ['notifications', 'monthly_newsletter', 'contactable_by_phone'] as const;
  for (const k of flags) if (d[k] !== before[k]) out[k] = d[k];
  if (ADDRESS_PARTS.some((p) => d.address[p] !== before.address[p])) out.shipping_address = { ...d.address };
  return out as Partial<UserRecord>;
}
