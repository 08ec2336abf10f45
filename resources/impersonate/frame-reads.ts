import type { FrameRead } from '@/app/module';
import { PERM } from '@/auth/permission-names';
import { getCurrentImpersonation, impersonationKeys } from './api';

/** How long the banner trusts its last answer (it asks again on focus, too). */
export const CURRENT_STALE_MS = 30_000;

/** The banner's read of whom the user acts as, started with the first screen's calls. */
export const readCurrentImpersonation: FrameRead = ({ queryClient, may }) => {
  if (!may([PERM.impersonate])) return;
  void queryClient.prefetchQuery({
    queryKey: impersonationKeys.current,
    queryFn: getCurrentImpersonation,
    staleTime: CURRENT_STALE_MS,
  });
};
