import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { entities } from '../registry';
import { rememberVisit } from '@/shell/recent';
import { RECORD_PAGES } from './record-sources';

const names = new Set(entities.map((e) => e.name));
// `/{entity}/{id}` and `/{entity}/{id}/show`; `create` is a new record, not a visit.
const RECORD = /^\/([a-z-]+)\/([^/]+?)(?:\/show)?\/?$/;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// The pages made for a kind of record (a study's home, an order in KitLink), with their tabs.
const PAGES = Object.entries(RECORD_PAGES).map(([name, page]) => {
  const [before = '', after = ''] = page('RECORDID').split('RECORDID');
  return { name, pattern: new RegExp(`^${escape(before)}([^/?#]+)${escape(after)}(?:/[^?#]*)?$`) };
});

/** The entity and id a record page's address names, if it is one. */
function recordAt(pathname: string): [string, string] | null {
  for (const { name, pattern } of PAGES) {
    const id = pattern.exec(pathname)?.[1];
    if (id !== undefined) return [name, id];
  }
  const [, name = '', id = ''] = RECORD.exec(pathname) ?? [];
  return names.has(name) && id !== 'create' ? [name, id] : null;
}

/**
 * Every record page opened, from a list, a link or the palette, joins the session's recent
 * places (home and the palette list them). Named by its kind and id ("Site 12"), never by its
 * title: a participant's name has no place in a list kept for the session.
 */
export function useRecordVisits(): void {
  const { pathname } = useLocation();
  const translate = useTranslate();
  useEffect(() => {
    const [name, id] = recordAt(pathname) ?? ['', ''];
    if (name === '' || id === 'create') return;
    const kind = translate(`resources.${name}.name`, { smart_count: 1 });
    rememberVisit({
      key: `${name}:${id}`,
      label: `${kind} ${decodeURIComponent(id)}`,
      kind,
      href: RECORD_PAGES[name]?.(decodeURIComponent(id)) ?? pathname,
    });
  }, [pathname, translate]);
}
