import { hasDeviceCookie } from './device-cookie';
import { tokenState } from './token-store';

/** Signed in = a valid token plus the device cookie (spec §2 "auth" guard). */
export function isSignedIn(): boolean {
  return tokenState() === 'valid' && hasDeviceCookie();
}

/** `/login?<target query>&redirect=<target path>[&sessionExpired=true]` (spec §2 "auth" guard). */
export function loginRedirect(to: { pathname: string; search: string }, sessionExpired: boolean): string {
  const params = new URLSearchParams(to.search);
  params.set('redirect', to.pathname);
  if (sessionExpired) params.set('sessionExpired', 'true');
  else params.delete('sessionExpired');
  return `/login?${params.toString()}`;
}
