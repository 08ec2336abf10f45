import { useEffect, useRef } from 'react';

/** Ctrl+S, or Cmd+S on a Mac; with Shift or Alt it is another shortcut. */
export const isSaveShortcut = (e: KeyboardEvent): boolean =>
  (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 's';

/**
 * Ctrl/Cmd+S runs `onSave` while the editor is on screen. The browser's "Save page" dialog is
 * prevented even when there is nothing to save: in an editor the keys never mean that.
 */
export function useSaveShortcut(onSave: () => void): void {
  const latest = useRef(onSave);
  useEffect(() => {
    latest.current = onSave;
  }, [onSave]);
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (!isSaveShortcut(e)) return;
      e.preventDefault();
      if (!e.repeat) latest.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
