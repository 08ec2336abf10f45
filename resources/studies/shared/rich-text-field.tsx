import { lazy, Suspense, useEffect } from 'react';
import { Form } from 'react-admin';
import { useWatch } from 'react-hook-form';

const SanitisedRichTextInput = lazy(() => import('@/engine/widgets/rich-text-editor'));

/** Hands what is typed to the editor's working copy; the form itself is never submitted. */
function Follow({ value, onChange }: { value: string; onChange: (html: string) => void }) {
  const typed: unknown = useWatch({ name: 'html' });
  useEffect(() => {
    if (typeof typed === 'string' && typed !== value) onChange(typed);
  }, [typed, value, onChange]);
  return null;
}

interface Props {
  /** Changing it starts the field again from `value` (a reload, another locale). */
  resetKey: string;
  value: string;
  label: string;
  lang: string;
  disabled: boolean;
  onChange: (html: string) => void;
}

/** Rich text (ra-input-rich-text behind the sanitiser) for a working copy kept outside a form. */
export function RichTextField({ resetKey, value, label, lang, disabled, onChange }: Props) {
  return (
    <div lang={lang}>
      <Form key={resetKey} record={{ id: resetKey, html: value }} noValidate>
        <Suspense fallback={null}>
          <SanitisedRichTextInput
            source="html"
            label={label}
            disabled={disabled}
            fullWidth
            helperText={false}
          />
        </Suspense>
        <Follow value={value} onChange={onChange} />
      </Form>
    </div>
  );
}
