import './texts';
import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { formatNumber } from '@/i18n';
import type { DiffEntry, DiffValue, Phrase } from './types';

type Translate = ReturnType<typeof useTranslate>;

function phrase(translate: Translate, p: Phrase): string {
  return typeof p === 'string' ? translate(p, { _: p }) : translate(p.key, { ...p.args, _: p.key });
}

function shown(translate: Translate, value: DiffValue): string {
  if (typeof value === 'boolean') return translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
  if (typeof value === 'number') return formatNumber(value);
  return value ?? '';
}

const PLACED_KEYS = {
  added: ['app.editing.diff.added', 'app.editing.diff.added_to'],
  removed: ['app.editing.diff.removed', 'app.editing.diff.removed_from'],
} as const;

/** One change as a sentence, outside React too (a change log sent with a publish). */
export function diffSentence(translate: Translate, entry: DiffEntry): string {
  if (entry.kind === 'note') {
    const text = phrase(translate, entry.text);
    return entry.where === undefined
      ? text
      : translate('app.editing.diff.in', { text, where: phrase(translate, entry.where) });
  }
  const label = phrase(translate, entry.label);
  const where = entry.where === undefined ? undefined : phrase(translate, entry.where);
  const placed = (text: string) =>
    where === undefined ? text : translate('app.editing.diff.in', { text, where });
  switch (entry.kind) {
    case 'changed': {
      const from = shown(translate, entry.from);
      const to = shown(translate, entry.to);
      if (from === '') return placed(translate('app.editing.diff.set', { label, to }));
      if (to === '') return placed(translate('app.editing.diff.cleared', { label, from }));
      return placed(translate('app.editing.diff.changed', { label, from, to }));
    }
    case 'added':
    case 'removed': {
      const [key, keyIn] = PLACED_KEYS[entry.kind];
      return translate(where === undefined ? key : keyIn, { label, item: entry.item, where });
    }
    case 'moved':
      return placed(
        translate('app.editing.diff.moved', { label, item: entry.item, from: entry.from, to: entry.to }),
      );
  }
}

/** Turns a differ's entries into sentences: `Title changed from "A" to "B"`. */
export function useDiffSentence(): (entry: DiffEntry) => string {
  const translate = useTranslate();
  return useCallback((entry: DiffEntry) => diffSentence(translate, entry), [translate]);
}

/** The changes in words, one per line; says so when there are none. */
export function DiffList({ entries, label }: { entries: readonly DiffEntry[]; label?: string }) {
  const translate = useTranslate();
  const toSentence = useDiffSentence();
  if (entries.length === 0) {
    return <Typography variant="body2">{translate('app.editing.diff.none')}</Typography>;
  }
  return (
    <List dense disablePadding aria-label={label ?? translate('app.editing.diff.label')}>
      {entries.map((entry, i) => (
        <ListItem key={i} disableGutters>
          <ListItemText primary={toSentence(entry)} />
        </ListItem>
      ))}
    </List>
  );
}
