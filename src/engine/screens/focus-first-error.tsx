import { useEffect, useRef } from 'react';
import { useFormState } from 'react-hook-form';

/**
 * Inside a form: when a save comes back with field errors from the server (409, 422), focus moves
 * to the first field showing one, as it does for the form's own checks before sending. Without
 * it, keyboard and screen-reader users stay on Save and learn of the errors only by searching.
 */
export function FocusFirstError() {
  const { isSubmitting } = useFormState();
  const wasSubmitting = useRef(false);
  const anchor = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const settled = wasSubmitting.current && !isSubmitting;
    wasSubmitting.current = isSubmitting;
    if (!settled) return undefined;
    // The server's errors are set on the inputs after the submission settles; wait for their paint.
    const frame = requestAnimationFrame(() => {
      const form = anchor.current?.closest('form');
      if (!form) return;
      // Focus that moved on (a dialog, the menu) is not pulled back; the Save button or the page is.
      const active = document.activeElement;
      if (active && active !== document.body && !form.contains(active)) return;
      form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [isSubmitting]);

  return <span ref={anchor} hidden />;
}
