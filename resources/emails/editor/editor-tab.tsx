import '../texts';
import { Alert, Box, Stack } from '@mui/material';
import { useCallback, useDeferredValue, useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslate } from 'react-admin';
import { textsOf } from '../doc-ops';
import { findBlock, updateBlock } from '../doc-ops';
import { unknownPlaceholders } from '../placeholders';
import { docToText } from '../plain-text';
import type { Library } from '../to-mjml';
import type { EmailDoc } from '../types';
import type { LibraryEntry } from '../use-library';
import { BlockCanvas } from './block-canvas';
import { BlockInspector } from './block-inspector';
import { LocaleBar } from './locale-bar';
import { PlaceholderField } from './placeholder-field';
import { PlainTextPanel } from './plain-text-panel';

interface Props {
  doc: EmailDoc;
  locale: string;
  onLocale(locale: string): void;
  selected: string | null;
  onSelect(id: string | null): void;
  entries: LibraryEntry[];
  library: Library;
  onDoc(change: (doc: EmailDoc) => EmailDoc): void;
}

/** The Editor tab of a block-built template. */
export function EditorTab({ doc, locale, onLocale, selected, onSelect, entries, library, onDoc }: Props) {
  const translate = useTranslate();
  // The canvas, the placeholder check and the generated plain text follow the typing a moment
  // behind: a keystroke re-renders the field typed in, not every block of the template.
  const later = useDeferredValue(doc);
  const unknown = useMemo(
    () => unknownPlaceholders(later.locales.flatMap((l) => textsOf(later, l).map((t) => t.text ?? ''))),
    [later],
  );
  const block = selected ? findBlock(doc, selected) : undefined;
  const generated = useMemo(() => docToText(later, locale, library), [later, locale, library]);
  // One change handler for the canvas for the life of the tab, so a keystroke elsewhere leaves it be.
  const latest = useRef(onDoc);
  useLayoutEffect(() => {
    latest.current = onDoc;
  });
  const change = useCallback((edit: (d: EmailDoc) => EmailDoc) => latest.current(edit), []);
  const canvas = useMemo(
    () => (
      <BlockCanvas
        doc={later}
        locale={locale}
        entries={entries}
        selected={selected}
        onSelect={onSelect}
        onDoc={change}
      />
    ),
    [later, locale, entries, selected, onSelect, change],
  );
  const plain = doc.plain_text[locale];
  const setPlain = useCallback(
    (text: string | undefined) =>
      onDoc((d) => {
        const { [locale]: _, ...rest } = d.plain_text;
        return { ...d, plain_text: text === undefined ? rest : { ...rest, [locale]: text } };
      }),
    [locale, onDoc],
  );
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <LocaleBar
        locales={doc.locales}
        current={locale}
        onChange={onLocale}
        onAdd={(l) => {
          onDoc((d) => ({ ...d, locales: [...d.locales, l] }));
          onLocale(l);
        }}
      />
      <PlaceholderField
        label={translate('emails.field.subject', { locale })}
        value={doc.subject[locale] ?? ''}
        onChange={(v) => onDoc((d) => ({ ...d, subject: { ...d.subject, [locale]: v } }))}
      />
      {unknown.length > 0 && (
        <Alert severity="error" role="alert">
          {translate('emails.save.unknown_placeholders', { names: unknown.join(', ') })}
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(320px, 1fr)' },
        }}
      >
        {canvas}
        <Box>
          {block ? (
            <BlockInspector
              block={block}
              locale={locale}
              entries={entries}
              onChange={(b) => onDoc((d) => updateBlock(d, b.id, b))}
            />
          ) : (
            <Alert severity="info">{translate('emails.editor.select_hint')}</Alert>
          )}
        </Box>
      </Box>
      <PlainTextPanel
        value={plain ?? generated}
        edited={plain !== undefined}
        locale={locale}
        onChange={setPlain}
        onRegenerate={() => setPlain(undefined)}
      />
    </Stack>
  );
}
