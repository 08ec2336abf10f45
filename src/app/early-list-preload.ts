// Relative, not '@/': vite.config.ts loads this file without the app's aliases.
import { leaveWithoutDeviceCookie } from '../auth/early-refresh';

/**
 * The list view's code, asked for by index.html while the app's own scripts load (production
 * builds). Most admin pages are lists, and the app would ask for the same files a moment later
 * (`preloadListView`), at the very moment the first screen's calls go out: from the page's
 * start, the files are in before the calls leave and do not queue in front of their answers.
 * Only a page that may hold a session (the device cookie, as for the early refresh) and is not an
 * authentication page asks.
 */

/** The authentication-layout pages' first path segments (a unit test keeps them equal to the routes). */
export const AUTH_SEGMENTS = [
  'login',
  'forgot-password',
  'device-code',
  'complete-registration',
  'resetpass',
  'apula',
] as const;

/** The inline script: `files` are the list view's chunks, as the built page names them. */
export function earlyListPreloadScript({
  files,
  deviceCookie,
}: {
  files: readonly string[];
  deviceCookie: string;
}): string {
  const auth = new RegExp(`^/(${AUTH_SEGMENTS.join('|')})(/|$)`).source;
  return `(function(){try{${leaveWithoutDeviceCookie(deviceCookie)}if(new RegExp(${JSON.stringify(auth)}).test(location.pathname))return;${JSON.stringify(files)}.forEach(function(f){var l=document.createElement('link');l.rel='modulepreload';l.href=f;document.head.appendChild(l)})}catch(e){}})();`;
}
