import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * Keeps a `srcdoc` frame on its latest document. Chromium can drop a `srcdoc` navigation that
 * starts while the frame's previous one is still loading, and then shows the older document until
 * the next change: in two probes that changed a new frame's document 2–20 ms after its first, 5 of
 * 140 frames kept the first (typing right after a preview appeared left its headline out). So a
 * document that changed while the frame was loading is applied once more when the load ends.
 */
export function useLatestSrcDoc(srcDoc: string) {
  const frame = useRef<HTMLIFrameElement | null>(null);
  const latest = useRef(srcDoc);
  // A new frame starts loading its first document at once.
  const loading = useRef(true);
  const changedWhileLoading = useRef(false);

  // A layout effect runs right after React has set the new `srcdoc`, before any load event.
  useLayoutEffect(() => {
    if (latest.current === srcDoc) return;
    latest.current = srcDoc;
    if (loading.current) changedWhileLoading.current = true;
    loading.current = true;
  }, [srcDoc]);

  const onLoad = useCallback(() => {
    loading.current = false;
    if (!changedWhileLoading.current) return;
    changedWhileLoading.current = false;
    const element = frame.current;
    if (!element) return;
    loading.current = true;
    element.srcdoc = latest.current;
  }, []);

  return { ref: frame, onLoad };
}
