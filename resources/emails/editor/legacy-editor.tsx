import '../texts';
import { Alert, Button, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { ConfirmDialog } from '@/ui';
import { CodeEditor } from '@/ui/code-editor';
import { newBlock, newSection } from '../doc';
import type { Draft } from '../template-record';
import type { EmailDoc } from '../types';

const LOCALE = 'en-gb';

/** A legacy template's HTML as one text block of a new block document. */
export function convertLegacy(legacy: Draft['legacy']): EmailDoc {
  const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(legacy.html)?.[1] ?? legacy.html;
  const block = newBlock('text', LOCALE);
  const section = newSection(1);
  const text =
    block.type === 'text'
      ? { ...block, html: { [LOCALE]: body.replace(/<(script|style)[\s\S]*?<\/\1>/gi, '') } }
      : block;
  return {
    version: 1,
    locales: [LOCALE],
    subject: { [LOCALE]: legacy.subject },
    sections: [{ ...section, columns: section.columns.map((c) => ({ ...c, blocks: [text] })) }],
    plain_text: legacy.text ? { [LOCALE]: legacy.text } : {},
  };
}

/**
 * A template written by another tool: its HTML as code, saved as typed. It becomes a block
 * email only when the user converts it.
 */
export function LegacyEditor({ draft, onEdit }: { draft: Draft; onEdit(change: (d: Draft) => Draft): void }) {
  const translate = useTranslate();
  const [asking, setAsking] = useState(false);
  const legacy = draft.legacy;
  const set = (patch: Partial<Draft['legacy']>) =>
    onEdit((d) => ({ ...d, legacy: { ...d.legacy, ...patch } }));
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Alert
        severity="info"
        action={
          <Button color="inherit" size="small" onClick={() => setAsking(true)}>
            {translate('emails.legacy.convert')}
          </Button>
        }
      >
        {translate('emails.legacy.notice')}
      </Alert>
      <TextField
        size="small"
        label={translate('emails.field.subject', { locale: LOCALE })}
        value={legacy.subject}
        onChange={(e) => set({ subject: e.target.value })}
      />
      <CodeEditor
        language="html"
        label={translate('emails.legacy.html')}
        value={legacy.html}
        onChange={(html) => set({ html })}
        minHeight="20rem"
      />
      <TextField
        multiline
        minRows={6}
        label={translate('emails.field.plain_text', { locale: LOCALE })}
        value={legacy.text}
        onChange={(e) => set({ text: e.target.value })}
      />
      <ConfirmDialog
        open={asking}
        title={translate('emails.legacy.convert_title')}
        message={translate('emails.legacy.convert_message')}
        confirmLabel={translate('emails.legacy.convert')}
        onConfirm={() => {
          setAsking(false);
          onEdit((d) => ({ ...d, doc: convertLegacy(d.legacy) }));
        }}
        onCancel={() => setAsking(false)}
      />
    </Stack>
  );
}
