import { useCallback, useMemo, useRef, useState } from 'react';
import {
  useRegisterMutationMiddleware,
  type RaRecord,
  type UpdateParams,
  type UpdateResult,
} from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { conflictFields, isVersionConflict, mergeValues, sameValue, type Conflict, type Side } from '@/data';
import type { EntitySchema, FieldDef } from '../types';
import { ConflictDialog, type ConflictRow } from './conflict-dialog';

type Values = Record<string, unknown>;
type Update = (resource: string, params: UpdateParams) => Promise<UpdateResult>;

/**
 * Inside an edit form: a save refused because someone else saved the record first (a version
 * conflict, not field errors) opens the conflict dialog with what the form holds. The resolved
 * values are put in the form and saved against the version the server now has, so the next save
 * is compared with, and made conditional on, that version instead of the one first loaded.
 */
export function EditConflict({ schema, fields }: { schema: EntitySchema; fields: readonly FieldDef[] }) {
  const { getValues, setValue } = useFormContext<Values>();
  const [conflict, setConflict] = useState<Conflict | null>(null);
  // The version a resolved save is made against: the record the server sent with its refusal.
  const against = useRef<RaRecord | null>(null);
  const current = useRef<RaRecord | null>(null);
  const anchor = useRef<HTMLSpanElement>(null);

  const middleware = useCallback(
    (resource: string, params: UpdateParams, next: Update) => {
      const sent = against.current ? { ...params, previousData: against.current } : params;
      return next(resource, sent).then(
        (result) => {
          against.current = null;
          return result;
        },
        (error: unknown) => {
          if (isVersionConflict(error)) {
            current.current = error.current;
            setConflict({ base: sent.previousData ?? {}, mine: getValues(), theirs: error.current });
          }
          throw error;
        },
      );
    },
    [getValues],
  );
  useRegisterMutationMiddleware<Update>(middleware);

  const rows = useMemo<ConflictRow[]>(() => {
    if (!conflict) return [];
    const bySource = new Map(fields.map((f) => [f.source, f]));
    return conflictFields(conflict, [...bySource.keys()]).flatMap((row) => {
      const field = bySource.get(row.source);
      return field ? [{ ...row, field }] : [];
    });
  }, [conflict, fields]);

  /** Closes the dialog; once it has gone, focus is back on the form's Save, where the user left it. */
  const closeThen = useCallback((then?: (form: HTMLFormElement) => void) => {
    setConflict(null);
    const form = anchor.current?.closest('form');
    setTimeout(() => {
      form?.querySelector<HTMLElement>('button[type="submit"]')?.focus();
      if (form) then?.(form);
    }, 0);
  }, []);
  const backToForm = useCallback(() => closeThen(), [closeThen]);

  const save = useCallback(
    (choices: Record<string, Side>) => {
      if (!conflict) return;
      const merged = mergeValues(conflict, choices);
      for (const [source, value] of Object.entries(merged)) {
        if (!sameValue(getValues(source), value)) setValue(source, value, { shouldDirty: true });
      }
      against.current = current.current;
      closeThen((form) => form.requestSubmit());
    },
    [conflict, getValues, setValue, closeThen],
  );

  return (
    <>
      <span ref={anchor} hidden />
      {conflict && (
        <ConflictDialog schema={schema} conflict={conflict} rows={rows} onSave={save} onCancel={backToForm} />
      )}
    </>
  );
}
