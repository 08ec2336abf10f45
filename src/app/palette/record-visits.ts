import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { entities } from '../registry';
import { rememberVisit } from './recent';

const names = new Set(entities.map((e) => e.name));
// `/{entity}/{id}` and `/{entity}/{id}/show`; `create` is a new record, not a visit.
const RECORD = /^\/([a-z-]+)\/([^/]+?)(?:\/show)?\/?$/;

/**
 * Every record page opened, from a list, a link or the palette, joins the session's recent
 * places (home and the palette list them). Named by its kind and id ("Site 12"), never by its
 * title: a participant's name has no place in a list kept for the session.
 */
export function useRecordVisits(): void {
  const { pathname } = useLocation();
  const translate = useTranslate();
  useEffect(() => {
    const [, name = '', id = ''] = RECORD.exec(pathname) ?? [];
    if (!names.has(name) || id === 'create') return;
    const kind = translate(`resources.${name}.name`, { smart_count: 1 });
    rememberVisit({ key: `${name}:${id}`, label: `${kind} ${decodeURIComponent(id)}`, kind, href: pathname });
  }, [pathname, translate]);
}
