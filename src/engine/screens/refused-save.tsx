import { useEffect, useRef } from 'react';
import { useNotify } from 'react-admin';
import { useFormContext, useFormState } from 'react-hook-form';

const FOCUSABLE = 'input:not([aria-hidden="true"]), textarea, select, button, [tabindex="0"]';

/**
 * Inside a record form, after a save the server refused:
 * - Field errors (409, 422) for fields this form does not show are taken off the form and shown
 *   as a toast. Left on the form they would be invisible, and would keep every later Save from
 *   sending anything ("The form is not valid") until the page was left.
 * - Focus moves to the first field in error, as it does for the form's own checks before sending;
 *   with no field in error it goes back to Save (which was disabled while saving), not the page.
 */
export function RefusedSave({ fields }: { fields: readonly string[] }) {
  const { isSubmitting, errors } = useFormState();
  const { clearErrors } = useFormContext();
  const notify = useNotify();
  const wasSubmitting = useRef(false);
  const anchor = useRef<HTMLSpanElement>(null);
  // Read when the save settles, not watched: a change of either must not restart the wait.
  const latest = useRef({ errors, fields, clearErrors, notify });
  latest.current = { errors, fields, clearErrors, notify };

  useEffect(() => {
    const settled = wasSubmitting.current && !isSubmitting;
    wasSubmitting.current = isSubmitting;
    if (!settled) return undefined;
    // The server's errors are set on the form when the save settles; read them after this render.
    const frame = requestAnimationFrame(() => {
      const { errors, fields, clearErrors, notify } = latest.current;
      const shown = new Set(fields);
      const elsewhere = Object.entries(errors).filter(
        ([name, error]) => error?.type === 'server' && !shown.has(name.split('.')[0] ?? name),
      );
      if (elsewhere.length > 0) {
        clearErrors(elsewhere.map(([name]) => name));
        const text = elsewhere.map(([, error]) => String(error?.message ?? '')).join('\n');
        notify(text, { type: 'warning', messageArgs: { _: text } });
      }
      const form = anchor.current?.closest('form');
      if (!form) return;
      // Focus that moved on (a dialog, the menu) is not pulled back; the Save button or the page is.
      const active = document.activeElement;
      if (active && active !== document.body && !form.contains(active)) return;
      const invalid = form.querySelector<HTMLElement>('[aria-invalid="true"]');
      // A date picker marks its outer box, which cannot take focus; its first section can.
      const field = invalid?.matches(FOCUSABLE) ? invalid : invalid?.querySelector<HTMLElement>(FOCUSABLE);
      const target = field ?? form.querySelector<HTMLElement>('button[type="submit"]:not([disabled])');
      target?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [isSubmitting]);

  return <span ref={anchor} hidden />;
}
