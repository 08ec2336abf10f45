/**
 * The token refresh, started by index.html before the app's scripts have loaded: the first
 * screen's calls all wait for the token, and the scripts take a while to arrive and compile. The
 * app adopts that response instead of asking again (refresh.ts), once, while it is recent.
 */

import { CONTENT_LANGUAGE_KEY, DEFAULT_LOCALE, languageHeaderFor } from '../i18n/language-defaults';

declare global {
  interface Window {
    __rcEarlyRefresh?: Promise<Response>;
  }
}

/** A refresh older than this (since the page started) is not adopted: the app asks again. */
const ADOPT_WITHIN_MS = 30_000;

/** The page's early refresh, once; undefined when there was none or it is too old. */
export function takeEarlyRefresh(): Promise<Response> | undefined {
  if (typeof window === 'undefined') return undefined;
  const early = window.__rcEarlyRefresh;
  delete window.__rcEarlyRefresh;
  if (!early || performance.now() > ADOPT_WITHIN_MS) return undefined;
  return early;
}

/** Inline-script statement: returns from the enclosing function unless the device cookie is set. */
export function leaveWithoutDeviceCookie(deviceCookie: string): string {
  return `var n=${JSON.stringify(`${deviceCookie}=`)};if(!document.cookie.split(';').some(function(c){c=c.trim();return c.indexOf(n)===0&&c.length>n.length}))return;`;
}

/**
 * The language header's value as the app will send it (src/i18n/content-language.ts): the
 * remembered content language, else the default. Storage may be refused (private windows).
 */
function languageExpression(storageKey: string, fallback: string): string {
  return `(function(){try{return localStorage.getItem(${JSON.stringify(storageKey)})||${JSON.stringify(fallback)}}catch(e){return ${JSON.stringify(fallback)}}})()`;
}

/**
 * The inline script index.html runs (production builds). Only a browser holding the device cookie
 * can have a session to restore, so only such a page refreshes early; the request is the one
 * refresh.ts sends (same path, cookies and spec §7 headers: Client, Timestamp and the language).
 */
export function earlyRefreshScript({
  apiBase,
  deviceCookie,
  productName,
}: {
  apiBase: string;
  deviceCookie: string;
  productName: string;
}): string {
  const url = `${apiBase.replace(/\/+$/, '')}/x/token-refresh`;
  const language = languageExpression(CONTENT_LANGUAGE_KEY, DEFAULT_LOCALE);
  const headers = `{Accept:'application/json',Client:'admin',Timestamp:String(Date.now()),${JSON.stringify(languageHeaderFor(productName))}:${language}}`;
  return `(function(){try{${leaveWithoutDeviceCookie(deviceCookie)}window.__rcEarlyRefresh=fetch(${JSON.stringify(url)},{credentials:'include',headers:${headers}})}catch(e){}})();`;
}
