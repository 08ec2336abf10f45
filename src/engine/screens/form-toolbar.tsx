import CloseIcon from '@mui/icons-material/Close';
import { Stack } from '@mui/material';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  Button,
  DeleteButton,
  SaveButton,
  Toolbar,
  useCreatePath,
  useRedirect,
  useResourceContext,
  useSaveContext,
} from 'react-admin';
import { useFormState } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSaveShortcut } from '@/ui/use-save-shortcut';

/**
 * On a new record Save is usable before anything is typed, so a click shows what is required;
 * it still locks while a save runs so a double click cannot create twice.
 */
function CreateSaveButton() {
  const { saving } = useSaveContext();
  const { isSubmitting } = useFormState();
  return <SaveButton alwaysEnable={!saving && !isSubmitting} />;
}

/** Nothing usable has the focus: the page itself, or a control that locked while it held it. */
function isLost(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || active.matches(':disabled');
}

/**
 * After a save that keeps the form on screen, focus stays where it was: in the field from which
 * Enter saved, or on Save. Save locks while the save runs and again once the form is unchanged,
 * which drops the focus to the top of the page; here it stays usable while it holds the focus.
 */
function EditSaveButton({ pending }: { pending: boolean }) {
  const { isSubmitting, isSubmitSuccessful, isDirty } = useFormState();
  const ref = useRef<HTMLButtonElement>(null);
  const origin = useRef<{ element: Element | null; name: string | null }>({ element: null, name: null });
  const wasSubmitting = useRef(false);
  const [holdFocus, setHoldFocus] = useState(false);

  useEffect(() => {
    const form = ref.current?.form;
    if (!form) return undefined;
    const remember = () => {
      const element = document.activeElement;
      origin.current = { element, name: element?.getAttribute('name') ?? null };
    };
    form.addEventListener('submit', remember, true);
    return () => form.removeEventListener('submit', remember, true);
  }, []);

  // The save (pessimistic: the server has answered) is over once the submission is.
  useEffect(() => {
    if (isSubmitting) {
      wasSubmitting.current = true;
      return;
    }
    if (!wasSubmitting.current) return;
    wasSubmitting.current = false;
    // A refused save moves the focus to the first field in error instead.
    if (!isSubmitSuccessful) return;
    const { element, name } = origin.current;
    if (element === ref.current) {
      setHoldFocus(true);
      return;
    }
    if (!isLost()) return;
    // A field the form drew again after reading the saved record is found by its name.
    const field =
      element instanceof HTMLElement && element.isConnected
        ? element
        : name
          ? ref.current?.form?.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`)
          : null;
    field?.focus({ preventScroll: true });
  }, [isSubmitting, isSubmitSuccessful]);

  useEffect(() => {
    if (holdFocus && isLost()) ref.current?.focus({ preventScroll: true });
  }, [holdFocus]);

  // Held for the focus with nothing left to save (a refused save leaves the form changed), Save
  // stays focusable but says it is unavailable and sends nothing.
  const inert = holdFocus && !pending && !isDirty;
  return (
    <SaveButton
      ref={ref}
      onBlur={() => setHoldFocus(false)}
      {...(pending || holdFocus ? { alwaysEnable: true } : {})}
      {...(inert
        ? { 'aria-disabled': true, onClick: (e: { preventDefault: () => void }) => e.preventDefault() }
        : {})}
    />
  );
}

/** Back to where the user came from, or to the list when the form was opened by its address. */
function CancelButton() {
  const navigate = useNavigate();
  const location = useLocation();
  const createPath = useCreatePath();
  const resource = useResourceContext();
  const cancel = () => {
    if (location.key === 'default') void navigate(createPath({ resource, type: 'list' }));
    else void navigate(-1);
  };
  return (
    <Button label="ra.action.cancel" onClick={cancel} size="medium">
      <CloseIcon />
    </Button>
  );
}

/**
 * Delete from the form: asks first, waits for the server, then goes to the list. The form stops
 * guarding its unsaved changes first (`onDeleted`): they belonged to a record that no longer
 * exists, and "Leave with unsaved changes?" would only keep the user on its dead form.
 */
function FormDeleteButton({ onDeleted }: { onDeleted: () => void }) {
  const redirect = useRedirect();
  const resource = useResourceContext();
  const onSuccess = useCallback(() => {
    onDeleted();
    setTimeout(() => redirect('list', resource), 0);
  }, [onDeleted, redirect, resource]);
  return <DeleteButton mutationMode="pessimistic" redirect={false} mutationOptions={{ onSuccess }} />;
}

/**
 * Save, Cancel and Delete stay at the bottom of the window while a long form scrolls under them
 * (on a phone react-admin already fixes the bar to the bottom).
 */
const STICKY = {
  justifyContent: 'space-between',
  '&.RaToolbar-desktopToolbar': {
    position: 'sticky',
    bottom: 0,
    zIndex: 2,
    borderTop: 1,
    borderColor: 'divider',
  },
} as const;

export interface FormToolbarProps {
  view: 'create' | 'edit';
  /** Inputs hold text not yet committed (a tag typed without Enter): Save is offered for them. */
  pending: boolean;
  canDelete: boolean;
  onDeleted: () => void;
}

/**
 * Ctrl/Cmd+S submits the form as Save does, and only when Save would: an edit with nothing
 * changed sends nothing, and a save under way is not sent again.
 */
function useFormSaveShortcut(view: FormToolbarProps['view'], pending: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const { isDirty, isSubmitting } = useFormState();
  const { saving } = useSaveContext();
  useSaveShortcut(() => {
    if (saving || isSubmitting || (view === 'edit' && !isDirty && !pending)) return;
    ref.current?.closest('form')?.requestSubmit();
  });
  return ref;
}

export function FormToolbar({ view, pending, canDelete, onDeleted }: FormToolbarProps) {
  const ref = useFormSaveShortcut(view, pending);
  return (
    <Toolbar sx={STICKY}>
      <Stack direction="row" spacing={1} ref={ref}>
        {view === 'create' ? <CreateSaveButton /> : <EditSaveButton pending={pending} />}
        <CancelButton />
      </Stack>
      {canDelete && <FormDeleteButton onDeleted={onDeleted} />}
    </Toolbar>
  );
}
