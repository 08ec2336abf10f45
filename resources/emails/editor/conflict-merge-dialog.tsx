import '../texts';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { conflictFields, type Side } from '@/data';
import { ConflictChoices, type ConflictTexts } from '@/engine/screens';
import { partKeys, partsOfAll, primaryLocale } from '../conflict-parts';
import type { Draft } from '../template-record';
import { partLabel, partText } from './conflict-text';

const TEXTS: ConflictTexts = {
  title: 'emails.conflict.title',
  intro: 'emails.conflict.intro',
  noOverlap: 'emails.conflict.no_overlap',
  back: 'emails.conflict.back',
  save: 'emails.conflict.save',
};

/**
 * Someone else saved the template first: their version beside this editor's, part by part (the
 * subject and plain text per language, the blocks, each setting), each kept or taken; Save sends
 * the result. Parts only one side changed are merged without asking.
 */
export function ConflictMergeDialog({
  base,
  mine,
  theirs,
  onSave,
  onCancel,
}: {
  base: Draft;
  mine: Draft;
  theirs: Draft;
  onSave: (choices: Record<string, Side>) => void;
  onCancel: () => void;
}) {
  const translate = useTranslate();
  const rows = useMemo(() => {
    const [b = {}, m = {}, t = {}] = partsOfAll([base, mine, theirs]);
    return conflictFields({ base: b, mine: m, theirs: t }, partKeys(t));
  }, [base, mine, theirs]);
  // The blocks are shown with the words of the language they are decided with.
  const locale = primaryLocale([base, mine, theirs]);
  return (
    <ConflictChoices
      rows={rows}
      texts={TEXTS}
      limit={400}
      labelOf={(row) => partLabel(row.source, translate)}
      textOf={(row, side) => partText(row.source, side === 'mine' ? row.mine : row.theirs, locale, translate)}
      onSave={onSave}
      onCancel={onCancel}
    />
  );
}
