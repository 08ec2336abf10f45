import type { ReactNode } from 'react';
import { Suspense, useEffect } from 'react';
import { preloadListView } from '@/engine/screens';
import { useLocation } from 'react-router-dom';
import { Guarded } from '../guards/guarded';
import { ADMIN_META } from '../spec-routes';
import { AdminLayout } from './admin-layout';
import { lazyScreen } from '@/ui/lazy-screen';

// Only the template editor uses this frame; its tab bar is fetched when an editor route opens.
const EmailEditorLayout = lazyScreen<{ children: ReactNode }>(() =>
  import('./email-editor-layout').then((m) => ({ default: m.EmailEditorLayout })),
);

/**
 * react-admin's `layout` for everything that is not an authentication page. Both admin-default
 * and email-editor routes need a signed-in user who accepted the terms, so the guard sits here
 * and covers the generated entity screens too; the route decides which frame surrounds it.
 */
export function createShellLayout(isEmailEditorPath: (pathname: string) => boolean) {
  return function ShellLayout({ children }: { children: ReactNode }) {
    const { pathname } = useLocation();
    // Most admin pages are lists: their code downloads while the session is being checked.
    useEffect(preloadListView, []);
    return (
      <Guarded meta={ADMIN_META}>
        {isEmailEditorPath(pathname) ? (
          <Suspense fallback={null}>
            <EmailEditorLayout>{children}</EmailEditorLayout>
          </Suspense>
        ) : (
          <AdminLayout>{children}</AdminLayout>
        )}
      </Guarded>
    );
  };
}
