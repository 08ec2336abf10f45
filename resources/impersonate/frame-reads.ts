import type { FrameRead } from '@/shell/module';
import { getActing } from '@/auth/acting';
import { PERM } from '@/auth/permission-names';
import { getCurrentImpersonation, impersonationKeys, stopImpersonation } from './api';

/** How long the page trusts its last answer of the server's status. */
export const CURRENT_STALE_MS = 30_000;

/**
 * The server's status, read with the first screen's calls. A session the server still runs while
 * this page holds no impersonation token is one a reload cut off (the token lives in memory only):
 * a reload ends acting, so it is ended on the server too.
 */
export const readCurrentImpersonation: FrameRead = ({ queryClient, may }) => {
  if (!may([PERM.impersonate]) || getActing()) return;
  void queryClient
    .fetchQuery({
      queryKey: impersonationKeys.current,
      queryFn: getCurrentImpersonation,
      staleTime: CURRENT_STALE_MS,
    })
    .then(async (leftover) => {
      if (!leftover || getActing()) return;
      await stopImpersonation();
      queryClient.setQueryData(impersonationKeys.current, null);
    })
    .catch(() => undefined);
};
