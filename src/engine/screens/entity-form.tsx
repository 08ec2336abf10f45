import { useCallback, useMemo, useState } from 'react';
import {
  DeleteButton,
  SaveButton,
  SimpleForm,
  Toolbar,
  useRedirect,
  useResourceContext,
  useSaveContext,
  useTranslate,
} from 'react-admin';
import { useFormState } from 'react-hook-form';
import { checksFor } from '../validators';
import type { EntitySchema, FieldDef } from '../types';
import { EditConflict } from './edit-conflict';
import { FormDraftKeeper } from './form-draft-keeper';
import { RefusedSave } from './refused-save';
import type { ScopeFilter } from './scope';
import { inputs } from '../widgets/inputs';
import { PendingInputContext } from '../widgets/pending-input';
import { fieldKey, humanize } from '../widgets/labels';

function FieldInput({ field, schema }: { field: FieldDef; schema: EntitySchema }) {
  const translate = useTranslate();
  const validate = useMemo(() => {
    const labelOf = (source: string) => translate(fieldKey(schema, source), { _: humanize(source) });
    return checksFor(field, labelOf(field.source), labelOf);
  }, [field, schema, translate]);
  const Input = inputs[field.type];
  return <Input field={field} schema={schema} source={field.source} validate={validate} />;
}

/**
 * On a new record Save is usable before anything is typed, so a click shows what is required;
 * it still locks while a save runs so a double click cannot create twice.
 */
function CreateSaveButton() {
  const { saving } = useSaveContext();
  const { isSubmitting } = useFormState();
  return <SaveButton alwaysEnable={!saving && !isSubmitting} />;
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
 * The create or edit form of a schema. Unsaved changes warn before leaving; react-admin keeps the
 * typed values when a save fails and puts the server's field errors (body.errors) on their inputs.
 */
export function EntityForm({
  schema,
  view,
  canDelete = false,
  fixed,
}: {
  schema: EntitySchema;
  view: 'create' | 'edit';
  canDelete?: boolean;
  /** Values the user may not change (their list scope): not shown, and always saved as given. */
  fixed?: ScopeFilter | undefined;
}) {
  // Inputs with uncommitted text (a tag typed without Enter): Save is offered for them too.
  const [pending, setPending] = useState<ReadonlySet<string>>(() => new Set());
  const [deleted, setDeleted] = useState(false);
  const onDeleted = useCallback(() => setDeleted(true), []);
  const reportPending = useCallback((source: string, isPending: boolean) => {
    setPending((current) => {
      if (current.has(source) === isPending) return current;
      const next = new Set(current);
      if (isPending) next.add(source);
      else next.delete(source);
      return next;
    });
  }, []);
  const shown = schema.fields.filter((f) => f.views[view] && !(fixed && f.source in fixed));
  return (
    <PendingInputContext.Provider value={reportPending}>
      <SimpleForm
        warnWhenUnsavedChanges={!deleted}
        // The schema's checks give the messages; the browser's own (type=email, min/max) would block
        // the submit with a tooltip in its own words before they could show.
        noValidate
        // One readable column: inputs take its full width instead of each its own.
        sx={{ maxWidth: 760 }}
        toolbar={
          <Toolbar sx={{ justifyContent: 'space-between' }}>
            {view === 'create' ? (
              <CreateSaveButton />
            ) : (
              <SaveButton {...(pending.size > 0 ? { alwaysEnable: true } : {})} />
            )}
            {canDelete && <FormDeleteButton onDeleted={onDeleted} />}
          </Toolbar>
        }
      >
        <FormDraftKeeper />
        <RefusedSave fields={shown.map((f) => f.source)} />
        {view === 'edit' && (
          <EditConflict schema={schema} fields={shown.filter((f) => !f.readOnly && !f.derived)} />
        )}
        {shown.map((field) => (
          <FieldInput key={field.source} field={field} schema={schema} />
        ))}
      </SimpleForm>
    </PendingInputContext.Provider>
  );
}

/** Values the server computes are not sent back: read-only and derived fields. */
export function writableData(
  schema: EntitySchema,
  data: Record<string, unknown>,
  fixed?: ScopeFilter,
): Record<string, unknown> {
  const skip = new Set(schema.fields.filter((f) => f.readOnly || f.derived).map((f) => f.source));
  return { ...Object.fromEntries(Object.entries(data).filter(([k]) => !skip.has(k))), ...fixed };
}
