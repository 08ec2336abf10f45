import { Box } from '@mui/material';
import { Component, Suspense, type ReactNode } from 'react';
import { LinearProgress, TextInput } from 'react-admin';
import { RichTextEditor } from './rich-text-chunks';
import { RichTextPreview } from './rich-text-preview';
import type { InputProps } from './types';

/** The loaded editor's height with nothing typed, measured in Chromium at the default theme. */
const EDITOR_MIN_HEIGHT = 136;

/** If the editor cannot load (offline, a broken chunk), the HTML stays editable as plain text. */
class EditorFallback extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn('Rich text editor unavailable; using a plain text input.', error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export function RichTextWidgetInput({ source, validate, disabled, schema, field }: InputProps) {
  const plain = (
    <TextInput source={source} validate={validate} disabled={disabled} multiline minRows={6} fullWidth />
  );
  return (
    <>
      {/* The empty editor's room (toolbar and first lines) is kept while its code loads, so the
          fields below it do not jump down when it arrives. */}
      <Box sx={{ minHeight: EDITOR_MIN_HEIGHT }}>
        <EditorFallback fallback={plain}>
          <Suspense fallback={<LinearProgress />}>
            <RichTextEditor source={source} validate={validate} disabled={disabled} fullWidth />
          </Suspense>
        </EditorFallback>
      </Box>
      {field.preview && <RichTextPreview schema={schema} field={field} />}
    </>
  );
}
