import {
  currentPermissions,
  getCurrentUser,
  hasDeviceCookie,
  hasPermission,
  isSignedIn,
  refreshToken,
} from '@/auth';
import { contentLanguagesQuery } from './content-languages';
import type { FrameRead } from '@/shell/module';
import { prefetchScreenData, type ScreenDataContext } from './screen-data';

export interface FirstScreenOptions extends ScreenDataContext {
  /** Sign-in pages load nothing ahead: their guards decide where the user goes. */
  isAuthPage: (pathname: string) => boolean;
  /** The banners' reads (every admin screen shows the banners). */
  frameReads?: readonly FrameRead[];
}

/**
 * The first screen in one round trip after the token. Only the token must come first (spec: a
 * refresh before requests); the rest depends on nothing but the token, so it is sent at once:
 * the signed-in user (the terms guard reads it), the locales (the language menu), the banners'
 * reads and the screen's own data. Started before the app renders; the guards and screens then find each answer in
 * flight or cached (one refresh shared by every caller, `/user` cached per token, the query
 * cache), instead of asking one after another as each of them mounts.
 */
export async function startFirstScreen(
  location: { pathname: string; search: string },
  options: FirstScreenOptions,
): Promise<void> {
  if (options.isAuthPage(location.pathname)) return;
  if (!isSignedIn()) {
    // Without the device cookie no session can be restored: the auth guard sends the user to sign in.
    if (!hasDeviceCookie() || !(await refreshToken()) || !isSignedIn()) return;
  }
  // The terms guard asks again and reports a failure; here it is only started early.
  getCurrentUser().catch(() => undefined);
  void options.queryClient.prefetchQuery(contentLanguagesQuery);
  const may = (required: readonly string[]) => hasPermission(currentPermissions(), required);
  for (const read of options.frameReads ?? []) read({ queryClient: options.queryClient, may });
  prefetchScreenData(location.pathname + location.search, options);
}
