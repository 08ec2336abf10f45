import type { Problem } from './profile-draft';

// The checks of the new participant and new staff member forms, with the spec's messages (§5).

export interface NewUserDraft {
  email: string;
  fullname: string;
  phone: string;
  birthday: string;
  sex: string;
  monthly_newsletter: boolean;
  role_list: string[];
  partner_id: string;
  is_site: boolean;
}

export const EMPTY_NEW_USER: NewUserDraft = {
  email: '',
  fullname: '',
  phone: '',
  birthday: '',
  sex: '',
  monthly_newsletter: false,
  role_list: [],
  partner_id: '',
  is_site: false,
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function newUserProblems(d: NewUserDraft, kind: 'participant' | 'staff'): Record<string, Problem> {
  const out: Record<string, Problem> = {};
  const name = d.fullname.trim();
  if (!d.email.trim()) out.email = { key: 'validation.required' };
  else if (!EMAIL.test(d.email.trim())) out.email = { key: 'validation.email' };
  else if (d.email.trim().length > 255) out.email = { key: 'validation.maxLength', args: { max: 255 } };
  if (!name) out.fullname = { key: 'validation.required' };
  else if (name.length < 2) out.fullname = { key: 'validation.minLength', args: { min: 2 } };
  else if (name.length > 120) out.fullname = { key: 'validation.maxLength', args: { max: 120 } };
  if (d.phone.length > 32) out.phone = { key: 'validation.maxLength', args: { max: 32 } };
  if (kind === 'staff' && d.role_list.length === 0) out.role_list = { key: 'validation.required' };
  return out;
}

/** The body of `POST /admin/users` or `POST /admin/admin-users`: empty inputs are left out. */
export function newUserBody(d: NewUserDraft, kind: 'participant' | 'staff'): Record<string, unknown> {
  const base = { email: d.email.trim(), fullname: d.fullname.trim() };
  if (kind === 'staff')
    return {
      ...base,
      role_list: d.role_list.map(Number),
      partner_id: d.partner_id ? Number(d.partner_id) : null,
      is_site: d.is_site,
    };
  return {
    ...base,
    ...(d.phone.trim() ? { phone: d.phone.trim() } : {}),
    ...(d.birthday ? { birthday: d.birthday } : {}),
    ...(d.sex ? { sex: d.sex } : {}),
    monthly_newsletter: d.monthly_newsletter,
  };
}
