import { useEffect, useRef } from 'react';
import { useNotify } from 'react-admin';
import { useFormContext, useFormState } from 'react-hook-form';
import { useLocation } from 'react-router-dom';
import { getClaims, tokenState } from '@/auth';
import { discardFormDraft, keepFormDraft, peekFormDraft, registerFormDraft } from '@/lib/form-drafts';

type Values = Record<string, unknown>;

/**
 * Inside a create or edit form: offers the fields the user changed to the draft keeper, so a 401
 * (a session that ran out, sending them to sign in) does not lose them, and gives them back when
 * the same user returns to the same page. Only changed fields are kept, so the others show the
 * record as it is now.
 */
export function FormDraftKeeper() {
  const { getValues, setValue } = useFormContext<Values>();
  const { dirtyFields } = useFormState<Values>();
  const dirty = useRef<string[]>([]);
  dirty.current = Object.keys(dirtyFields);
  const { pathname } = useLocation();
  const notify = useNotify();
  const owner = getClaims()?.user_id;

  useEffect(() => {
    if (owner === undefined) return undefined;
    const read = () =>
      dirty.current.length > 0 ? Object.fromEntries(dirty.current.map((k) => [k, getValues(k)])) : null;
    const unregister = registerFormDraft(pathname, owner, read);
    return () => {
      unregister();
      // Closed because the session ended (the sign-in check found it expired): keep what was typed.
      if (tokenState() !== 'valid') keepFormDraft(pathname, owner, read());
    };
  }, [pathname, owner, getValues]);

  useEffect(() => {
    if (owner === undefined) return undefined;
    const draft = peekFormDraft(pathname, owner);
    if (!draft) return undefined;
    // After react-admin has reset the form to the record (its effect runs after this one).
    const timer = setTimeout(() => {
      discardFormDraft(pathname);
      for (const [source, value] of Object.entries(draft)) setValue(source, value, { shouldDirty: true });
      notify('engine.form.draft_restored', { type: 'info' });
    }, 0);
    return () => clearTimeout(timer);
  }, [pathname, owner, setValue, notify]);

  return null;
}
