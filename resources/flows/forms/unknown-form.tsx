import { Alert, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { CodeEditor } from '@/ui/code-editor';
import { dataToText, textToData } from '../block-data';
import type { KindFormProps } from './kind-forms';
import '../texts';

/** A type the console has no form for: its data as JSON, every key kept as it came. */
export function UnknownForm({ block, readOnly, onChange }: KindFormProps) {
  const translate = useTranslate();
  const [text, setText] = useState(() => dataToText(block.data));
  return (
    <Stack spacing={1}>
      <Alert severity="info">{translate('flows.form.unknown', { type: block.type_id })}</Alert>
      <CodeEditor
        language="json"
        label={translate('flows.form.data_json')}
        value={text}
        readOnly={readOnly}
        onChange={(next) => {
          setText(next);
          const data = textToData(next);
          if (data !== null) onChange((b) => ({ ...b, data }));
        }}
      />
    </Stack>
  );
}
