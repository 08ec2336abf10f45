import '../texts';
import { Paper, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Block, LocaleText } from '../types';
import type { LibraryEntry } from '../use-library';
import { PlaceholderField } from './placeholder-field';
import { RichTextField } from './rich-text-field';
import { StyleFields } from './style-fields';
import { TemplateBlockFields } from './template-block-fields';

interface Props {
  block: Block;
  locale: string;
  entries: LibraryEntry[];
  onChange(block: Block): void;
}

/** The selected block's content in the locale being edited, and its style. */
export function BlockInspector({ block, locale, entries, onChange }: Props) {
  const translate = useTranslate();
  const label = (field: string) => translate(`emails.field.${field}`, { locale });
  const local = (text: LocaleText) => text[locale] ?? '';
  const put = (text: LocaleText, v: string): LocaleText => ({ ...text, [locale]: v });
  const content = (() => {
    switch (block.type) {
      case 'heading':
        return (
          <PlaceholderField
            label={label('heading')}
            value={local(block.text)}
            onChange={(v) => onChange({ ...block, text: put(block.text, v) })}
          />
        );
      case 'text':
        return (
          <RichTextField
            key={`${block.id}:${locale}`}
            label={label('text')}
            value={local(block.html)}
            onChange={(v) => onChange({ ...block, html: put(block.html, v) })}
          />
        );
      case 'image':
        return (
          <>
            <TextField
              size="small"
              label={label('image_url')}
              value={block.src}
              onChange={(e) => onChange({ ...block, src: e.target.value })}
            />
            <TextField
              size="small"
              required
              label={label('alt')}
              value={local(block.alt)}
              error={local(block.alt).trim() === ''}
              helperText={local(block.alt).trim() === '' ? translate('emails.field.alt_required') : ' '}
              onChange={(e) => onChange({ ...block, alt: put(block.alt, e.target.value) })}
            />
            <TextField
              size="small"
              label={label('link')}
              value={block.href}
              onChange={(e) => onChange({ ...block, href: e.target.value })}
            />
          </>
        );
      case 'button':
        return (
          <>
            <PlaceholderField
              label={label('button_label')}
              value={local(block.label)}
              onChange={(v) => onChange({ ...block, label: put(block.label, v) })}
            />
            <PlaceholderField
              label={label('link')}
              value={block.url}
              onChange={(v) => onChange({ ...block, url: v })}
            />
          </>
        );
      case 'spacer':
        return (
          <TextField
            type="number"
            size="small"
            label={label('height')}
            value={block.height}
            onChange={(e) =>
              onChange({ ...block, height: Math.max(4, Math.min(200, Number(e.target.value) || 0)) })
            }
          />
        );
      case 'divider':
        return null;
      case 'template_block':
        return (
          <TemplateBlockFields
            value={block.template_block_id}
            entries={entries}
            onChange={(id) => onChange({ ...block, template_block_id: id })}
          />
        );
    }
  })();
  return (
    <Paper
      variant="outlined"
      component="aside"
      aria-label={translate('emails.editor.inspector')}
      sx={{ p: 2 }}
    >
      <Stack spacing={2}>
        <Typography variant="subtitle1" component="h3">
          {translate(`emails.block_type.${block.type}`)}
        </Typography>
        {content}
        {block.type !== 'spacer' && block.type !== 'template_block' && (
          <StyleFields style={block.style} onChange={(style) => onChange({ ...block, style })} />
        )}
      </Stack>
    </Paper>
  );
}
