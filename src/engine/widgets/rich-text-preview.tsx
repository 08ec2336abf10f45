import { Box, Typography } from '@mui/material';
import { useDeferredValue } from 'react';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { PreviewFrame } from '@/ui/preview-frame';
import type { EntitySchema, FieldDef } from '../types';
import { useFieldLabel } from './labels';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeText = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/**
 * The text as it will read, following the form as it is typed: the heading field's value as plain
 * text over the rich text, both through the one sanitiser in the sandboxed frame.
 */
export function RichTextPreview({ schema, field }: { schema: EntitySchema; field: FieldDef }) {
  const translate = useTranslate();
  const label = useFieldLabel(schema, field);
  const preview = field.preview;
  const [body, heading] = useWatch({ name: [field.source, preview?.heading ?? field.source] }) as unknown[];
  const html = `${
    preview?.heading && typeof heading === 'string' && heading.trim() !== ''
      ? `<h1>${escapeText(heading)}</h1>`
      : ''
  }${typeof body === 'string' ? body : ''}`;
  // Typing stays responsive: the frame is rebuilt when the browser has a moment.
  const shown = useDeferredValue(html);
  if (!preview) return null;
  return (
    <Box component="section" aria-label={translate('engine.rich_text.preview')} sx={{ mt: 2, minWidth: 0 }}>
      <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        {translate('engine.rich_text.preview')}
      </Typography>
      <PreviewFrame
        html={shown}
        kind={preview.kind}
        title={translate('engine.rich_text.preview_title', { field: label })}
      />
    </Box>
  );
}
