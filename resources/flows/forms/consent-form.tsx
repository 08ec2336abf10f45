import { Stack, TextField } from '@mui/material';
import { lazy, Suspense, useEffect } from 'react';
import { Form, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { textOf, withData } from '../block-data';
import type { KindFormProps } from './kind-forms';
import '../texts';

const RichText = lazy(() => import('@/engine/widgets/rich-text-editor'));

function Watch({ onHtml }: { onHtml(html: string): void }) {
  const html: unknown = useWatch({ name: 'body_html' });
  useEffect(() => {
    if (typeof html === 'string') onHtml(html);
  }, [html, onHtml]);
  return null;
}

/** The consent text (rich text, sanitised both ways) and the acknowledgement a participant must tick. */
export function ConsentForm({ block, readOnly, onChange }: KindFormProps) {
  const translate = useTranslate();
  const ack = textOf(block, 'acknowledgement');
  const html = textOf(block, 'body_html');
  const onHtml = (next: string) => {
    if (next !== textOf(block, 'body_html')) onChange((b) => withData(b, { body_html: next }));
  };
  return (
    <Stack spacing={2}>
      <Form key={block.id} record={{ id: block.id, body_html: html }} disabled={readOnly}>
        <Suspense fallback={null}>
          <RichText
            source="body_html"
            label={translate('flows.form.consent_text')}
            disabled={readOnly}
            fullWidth
          />
        </Suspense>
        <Watch onHtml={onHtml} />
      </Form>
      <TextField
        size="small"
        required
        label={translate('flows.form.acknowledgement')}
        value={ack}
        disabled={readOnly}
        error={ack.trim() === ''}
        helperText={ack.trim() === '' ? translate('flows.form.acknowledgement_required') : undefined}
        onChange={(e) => onChange((b) => withData(b, { acknowledgement: e.target.value }))}
      />
    </Stack>
  );
}
