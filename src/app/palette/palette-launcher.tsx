import { lazy, Suspense, useEffect, useState } from 'react';

// Its own chunk, fetched on the first Ctrl/Cmd+K, so no screen's JavaScript grows by the palette.
const CommandPalette = lazy(() => import('./command-palette'));

/** Opens the command palette on Ctrl+K (Cmd+K on a Mac) from any screen of the layout it sits in. */
export function PaletteLauncher() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        setLoaded(true);
        setOpen((was) => !was);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <CommandPalette open={open} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
