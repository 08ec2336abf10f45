import { useEffect } from 'react';
import { useBlocker, useTranslate } from 'react-admin';

const within = (pathname: string, root: string) =>
  pathname === root || pathname.startsWith(root.endsWith('/') ? root : `${root}/`);

/**
 * Asks before leaving while `unsaved`: a route change inside the app (react-router's blocker,
 * confirmed with react-admin's own "unsaved changes" question, as generated forms do) and closing
 * or reloading the tab (`beforeunload`). Addresses under `scope` (the editor's own tabs) are not
 * leaving.
 */
export function useUnsavedChangesGuard(unsaved: boolean, scope?: string): void {
  const translate = useTranslate();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved && !within(nextLocation.pathname, scope ?? currentLocation.pathname),
  );
  const { state, proceed, reset } = blocker;

  useEffect(() => {
    if (state !== 'blocked') return;
    // Saved while the question was pending (a save that finished as the user clicked away).
    if (!unsaved || window.confirm(translate('ra.message.unsaved_changes'))) proceed?.();
    else reset?.();
  }, [state, unsaved, proceed, reset, translate]);

  useEffect(() => {
    if (!unsaved) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // Chromium before 119 asks only when returnValue is set.
      e.returnValue = true;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [unsaved]);
}
