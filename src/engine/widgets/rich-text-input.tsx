import { Component, lazy, Suspense, type ReactNode } from 'react';
import { LinearProgress, TextInput } from 'react-admin';
import { RichTextPreview } from './rich-text-preview';
import type { InputProps } from './types';

// The editor (tiptap) and the sanitiser are large; they load only when a form with rich text opens.
const RichTextInput = lazy(() => import('./rich-text-editor'));

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
      <EditorFallback fallback={plain}>
        <Suspense fallback={<LinearProgress />}>
          <RichTextInput source={source} validate={validate} disabled={disabled} fullWidth />
        </Suspense>
      </EditorFallback>
      {field.preview && <RichTextPreview schema={schema} field={field} />}
    </>
  );
}
