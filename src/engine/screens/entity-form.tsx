import { Fragment, useCallback, useMemo, useState } from 'react';
import { SimpleForm, useTranslate } from 'react-admin';
import { checksFor } from '../validators';
import type { EntitySchema, FieldDef } from '../types';
import { EditConflict } from './edit-conflict';
import { FormDraftKeeper } from './form-draft-keeper';
import { FormSectionLinks, formSections, SectionAnchor } from './form-sections';
import { FormToolbar } from './form-toolbar';
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
  const sections = formSections(shown);
  const anchors = new Map(sections.map((s) => [s.source, s.id]));
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
          <FormToolbar view={view} pending={pending.size > 0} canDelete={canDelete} onDeleted={onDeleted} />
        }
      >
        <FormDraftKeeper />
        <RefusedSave fields={shown.map((f) => f.source)} />
        {view === 'edit' && (
          <EditConflict schema={schema} fields={shown.filter((f) => !f.readOnly && !f.derived)} />
        )}
        <FormSectionLinks schema={schema} sections={sections} />
        {shown.map((field) => {
          const anchor = anchors.get(field.source);
          return (
            <Fragment key={field.source}>
              {anchor && <SectionAnchor id={anchor} />}
              <FieldInput field={field} schema={schema} />
            </Fragment>
          );
        })}
      </SimpleForm>
    </PendingInputContext.Provider>
  );
}

/**
 * The form's card clips what overflows it, which would also hold the sticky toolbar in place at
 * the card's own bottom edge: it lets it stick to the window's instead.
 */
export const STICKY_TOOLBAR_ROOM = { '& .RaEdit-card, & .RaCreate-card': { overflow: 'visible' } } as const;

/** Values the server computes are not sent back: read-only and derived fields. */
export function writableData(
  schema: EntitySchema,
  data: Record<string, unknown>,
  fixed?: ScopeFilter,
): Record<string, unknown> {
  const skip = new Set(schema.fields.filter((f) => f.readOnly || f.derived).map((f) => f.source));
  return { ...Object.fromEntries(Object.entries(data).filter(([k]) => !skip.has(k))), ...fixed };
}
