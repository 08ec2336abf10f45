import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Keeps a `srcdoc` frame on its latest document. Chromium can drop a `srcdoc` navigation that
 * starts while the frame's previous one is still loading, and then shows the older document until
 * the next change: in two probes that changed a new frame's document 2–20 ms after its first, 5 of
 * 140 frames kept the first (typing right after a preview appeared left its headline out). So a
 * document that changed while the frame was loading is applied once more when the load ends.
 */
/** How long the document must stay the same before it is applied once more. */
const SETTLE_MS = 400;

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

  // On a busy machine a frame still kept an older document now and then (1 in 6 runs of a browser
  // test typing right after its preview appeared, beside other work): a dropped navigation that no
  // load event follows. So once the document has settled, it is applied once more; the same
  // document again is a cheap reload.
  const changes = useRef(0);
  useEffect(() => {
    changes.current += 1;
    if (changes.current === 1) return;
    const settle = setTimeout(() => {
      const element = frame.current;
      if (!element) return;
      // No load since the change may be a load still running, or one dropped: apply it now,
      // and once more when a load ends.
      changedWhileLoading.current = loading.current;
      loading.current = true;
      element.srcdoc = latest.current;
    }, SETTLE_MS);
    return () => clearTimeout(settle);
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
