import type { ReactNode } from 'react';
import { Suspense, useEffect } from 'react';
import { preloadListView, RowPrefetchContext } from '@/engine/screens';
import { useLocation } from 'react-router-dom';
import { Guarded } from '../guards/guarded';
import { useRecordVisits } from '../palette/record-visits';
import type { LayoutName } from '@/shell/module';
import { ADMIN_META } from '@/shell/module';
import { useRowPrefetchValue } from '../use-screen-prefetch';
import { AdminLayout } from './admin-layout';
import { lazyScreen } from '@/ui/lazy-screen';
import { ErrorBoundary } from '@/ui/error-boundary';
import { SessionGuard } from '../session/session-guard';
import { ReasonHost } from '@/ui/reason-dialog';

// Only editors use this frame; its bar is fetched when an editor route opens.
const EditorLayout = lazyScreen<{ children: ReactNode }>(() =>
  import('./editor-layout').then((m) => ({ default: m.EditorLayout })),
);

/**
 * react-admin's `layout` for everything that is not an authentication page. Admin, editor and
 * canvas routes all need a signed-in user who accepted the terms, so the guard sits here and
 * covers the generated entity screens too; the route decides which frame surrounds it.
 */
export function createShellLayout(layoutOf: (pathname: string) => LayoutName) {
  return function ShellLayout({ children }: { children: ReactNode }) {
    const { pathname } = useLocation();
    // Most admin pages are lists: their code downloads while the session is being checked.
    useEffect(preloadListView, []);
    useRecordVisits();
    const layout = layoutOf(pathname);
    const rowPrefetch = useRowPrefetchValue();
    // A screen that throws fails inside the frame: the bar, the menu and the banners stay. Named by
    // its area only (the path's first part), so no record id reaches error reports.
    const screen = (
      <ErrorBoundary name={`route:/${pathname.split('/')[1] ?? ''}`} scope="page" resetKey={pathname}>
        {children}
      </ErrorBoundary>
    );
    return (
      <RowPrefetchContext.Provider value={rowPrefetch}>
        <Guarded meta={ADMIN_META}>
          <SessionGuard />
          <ReasonHost />
          {layout === 'editor' ? (
            <Suspense fallback={null}>
              <EditorLayout>{screen}</EditorLayout>
            </Suspense>
          ) : (
            <AdminLayout canvas={layout === 'canvas'}>{screen}</AdminLayout>
          )}
        </Guarded>
      </RowPrefetchContext.Provider>
    );
  };
}
