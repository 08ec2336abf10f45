import type { QueryClient } from '@tanstack/react-query';
import type { Store } from 'react-admin';
import { getClaims, subscribeUser } from '@/auth';
import { dropFormDrafts } from '@/lib/form-drafts';
import type { ConsoleStore } from './console-store';

const isConsoleStore = (store: Store): store is ConsoleStore =>
  typeof (store as Partial<ConsoleStore>).setUser === 'function';

/**
 * react-admin's query cache (the rows a screen shows before its request answers) and its
 * preference store (list filters, which may hold participant data) belong to the signed-in user.
 * react-admin empties both on its own sign-out; a session can also end by expiry, or the token can
 * start naming another user (a new sign-in after expiry, impersonation), with no sign-out before
 * it. Whenever the user a token names changes, both are emptied, so the next user never sees the
 * previous one's data. A refresh for the same user keeps them. The console store then loads the
 * new user's own display choices (see consoleStore). Returns an unsubscribe.
 */
export function bindSessionData(queryClient: QueryClient, store: Store): () => void {
  if (isConsoleStore(store)) store.setUser(getClaims()?.user_id ?? null);
  return subscribeUser((previous, next) => {
    if (previous !== null && next !== null) {
      // Another user now (acting as someone, its end, a new sign-in): a screen still mounted (the
      // app bar's name, a list) would keep showing the last user's answer after a clear(), its
      // observer cut off from the cache. Resetting drops every answer and has it ask again.
      queryClient.removeQueries({ type: 'inactive' });
      void queryClient.resetQueries();
      store.reset();
    } else if (previous !== null) {
      queryClient.clear();
      store.reset();
    }
    if (isConsoleStore(store)) store.setUser(next);
    // Forms kept through a lost session go back only to the user who typed them.
    if (next !== null) dropFormDrafts(next);
  });
}
