import { callApi } from '@/contract';
import type { CatalogueAnswer, ContentStringAnswer } from '../answers';
import { contentCatalogue, contentCreate, contentOne, contentSave } from '../contract';
import type { ContentCatalogue, ContentString, ContentWrite, LocaleText } from './content-types';

// Content strings' calls (docs/backend.md, "Labs").

export const contentKeys = {
  all: ['labs', 'content'] as const,
  catalogue: () => [...contentKeys.all, 'catalogue'] as const,
  one: (key: string) => [...contentKeys.all, 'string', key] as const,
};

/** A string as the screens read it: what the server left out is empty (a locale without text is absent). */
function toContentString(s: ContentStringAnswer): ContentString {
  const texts: Partial<Record<string, LocaleText>> = {};
  for (const [code, t] of Object.entries(s.texts ?? {})) {
    if (t)
      texts[code] = {
        ...t,
        text: t.text ?? '',
        updated_at: t.updated_at ?? '',
        updated_by: t.updated_by ?? '',
      };
  }
  return { ...s, namespace: s.namespace ?? '', description: s.description ?? '', texts };
}

function toCatalogue(c: CatalogueAnswer): ContentCatalogue {
  const locales = (c.locales ?? []).map((l) => ({ ...l, name: l.name ?? l.code }));
  return {
    ...c,
    strings: (c.strings ?? []).map(toContentString),
    locales,
    // Without a primary locale named, the first one is the one translations follow.
    primary_locale: c.primary_locale ?? locales[0]?.code ?? 'en-gb',
    namespaces: c.namespaces ?? [],
  };
}

/** `GET /admin/content-strings`: the whole catalogue (a few thousand strings at most). */
export async function getCatalogue(): Promise<ContentCatalogue> {
  return toCatalogue(await callApi(contentCatalogue));
}

export async function getContentString(key: string): Promise<ContentString> {
  return toContentString(await callApi(contentOne, { path: { key } }));
}

/** `POST /admin/content-strings`: a new key; 422 when the key is taken or malformed. */
export async function createContentString(write: ContentWrite): Promise<ContentString> {
  return toContentString(await callApi(contentCreate, { data: write, skipErrorHandling: true }));
}

/**
 * `PUT /admin/content-strings/{key}` with `If-Match: <version>` (the newest `updated_at` of the
 * string as read); 409 with the current string when someone saved in between.
 */
export async function saveContentString(write: ContentWrite, version: string): Promise<ContentString> {
  return toContentString(
    await callApi(contentSave, {
      path: { key: write.key },
      data: write,
      headers: { 'If-Match': version },
      skipErrorHandling: true,
    }),
  );
}

/** The version a save names: the newest change across the string's locales. */
export function versionOf(item: ContentString): string {
  return Object.values(item.texts).reduce((v, t) => (t && t.updated_at > v ? t.updated_at : v), '');
}
