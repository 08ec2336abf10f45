import { z } from '@/lib/zod';
import type { Locale } from 'react-admin';
import { request } from '@/http';
import { setAvailableLocales } from './provider';

const localesSchema = z.array(z.object({ id: z.string().check(z.minLength(1)), name: z.string() }));

/** `GET /admin/locales` (after login) becomes react-admin's list of locales for the language menu. */
export async function loadLocales(): Promise<Locale[]> {
  const res = await request<unknown>('/admin/locales');
  const list = localesSchema.parse(res.data).map(({ id, name }) => ({ locale: id, name }));
  setAvailableLocales(list);
  return list;
}
