import { queryKeys } from '@/data/query-keys';
import { loadLocales } from '@/i18n';

/**
 * Spec: the available locales come from `GET /admin/locales` once signed in. One query, read by
 * the profile menu and started with the first screen's other calls as soon as the token is there.
 */
export const contentLanguagesQuery = {
  queryKey: queryKeys('locales').custom('content-languages'),
  queryFn: loadLocales,
  staleTime: Infinity,
} as const;
