import type { Locale } from 'react-admin';
import { request } from '@/http';
import { coreCalls } from '@/contract/core';
import { setAvailableLocales } from './provider';

/** `GET /admin/locales` (after login) becomes react-admin's list of locales for the language menu. */
export async function loadLocales(): Promise<Locale[]> {
  const res = await request<unknown>('/admin/locales');
  // A locale without a name is shown by its code.
  const list = coreCalls.locales.response
    .parse(res.data)
    .map(({ id, name }) => ({ locale: id, name: name ?? id }));
  setAvailableLocales(list);
  return list;
}
