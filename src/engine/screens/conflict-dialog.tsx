import { useTranslate } from 'react-admin';
import type { Conflict, ConflictField, Side } from '@/data';
import type { EntitySchema, FieldDef } from '../types';
import { fieldKey, humanize } from '../widgets/labels';
import { ConflictChoices, type ConflictTexts } from './conflict-choices';
import { valueText } from './conflict-value';

export interface ConflictRow extends ConflictField {
  readonly field: FieldDef;
}

const TEXTS: ConflictTexts = {
  title: 'engine.conflict.title',
  intro: 'engine.conflict.intro',
  noOverlap: 'engine.conflict.noOverlap',
  back: 'engine.conflict.back',
  save: 'engine.conflict.save',
};

/**
 * Someone else saved the record first: their values beside the form's, for every field where the
 * two differ, each kept or taken by choice (or all at once); Save sends the result against the
 * version the server now has.
 */
export function ConflictDialog({
  schema,
  conflict,
  rows,
  onSave,
  onCancel,
}: {
  schema: EntitySchema;
  conflict: Conflict;
  rows: readonly ConflictRow[];
  onSave: (choices: Record<string, Side>) => void;
  onCancel: () => void;
}) {
  const translate = useTranslate();
  return (
    <ConflictChoices
      rows={rows}
      texts={TEXTS}
      limit={300}
      labelOf={(row) => translate(fieldKey(schema, row.source), { _: humanize(row.source) })}
      textOf={(row, side) =>
        side === 'mine'
          ? valueText(schema, row.field, row.mine, conflict.mine, translate)
          : valueText(schema, row.field, row.theirs, conflict.theirs, translate)
      }
      // The form puts focus back on its own Save: what was focused when this opened was disabled.
      disableRestoreFocus
      onSave={onSave}
      onCancel={onCancel}
    />
  );
}
