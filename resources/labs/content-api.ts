import { pathSegment } from '@/data';
import { request } from '@/http';
import type { ContentCatalogue, ContentString, ContentWrite } from './content-types';

// Content strings' calls (src/data/API.md, "Labs").

export const contentKeys = {
  all: ['labs', 'content'] as const,
  catalogue: () => [...contentKeys.all, 'catalogue'] as const,
  one: (key: string) => [...contentKeys.all, 'string', key] as const,
};

/** `GET /admin/content-strings`: the whole catalogue (a few thousand strings at most). */
export async function getCatalogue(): Promise<ContentCatalogue> {
  return (await request<ContentCatalogue>('/admin/content-strings')).data;
}

export async function getContentString(key: string): Promise<ContentString> {
  return (await request<ContentString>(`/admin/content-strings/${pathSegment(key)}`)).data;
}

/** `POST /admin/content-strings`: a new key; 422 when the key is taken or malformed. */
export async function createContentString(write: ContentWrite): Promise<ContentString> {
  return (
    await request<ContentString>('/admin/content-strings', {
      method: 'POST',
      data: write,
      skipErrorHandling: true,
    })
  ).data;
}

/**
 * `PUT /admin/content-strings/{key}` with `If-Match: <version>` (the newest `updated_at` of the
 * string as read); 409 with the current string when someone saved in between.
 */
export async function saveContentString(write: ContentWrite, version: string): Promise<ContentString> {
  return (
    await request<ContentString>(`/admin/content-strings/${pathSegment(write.key)}`, {
      method: 'PUT',
      data: write,
      headers: { 'If-Match': version },
      skipErrorHandling: true,
    })
  ).data;
}

/** The version a save names: the newest change across the string's locales. */
export function versionOf(item: ContentString): string {
  return Object.values(item.texts).reduce((v, t) => (t && t.updated_at > v ? t.updated_at : v), '');
}
