import { Box, Typography } from '@mui/material';
import { Suspense, useCallback, useEffect, useId, useMemo, useRef } from 'react';
import { useTranslate } from 'react-admin';
import { lazyScreen } from '../lazy-screen';
import { useSettled } from '../use-settled';
import { checkJson, type JsonProblem } from './json-check';
import './texts';

const CodeMirror = lazyScreen(() => import('./code-mirror'));

// Long enough that a screen reader is not told about every keystroke, short enough to follow typing.
const ANNOUNCE_DELAY_MS = 500;

export interface CodeEditorProps {
  value: string;
  onChange(value: string): void;
  language: 'json' | 'html';
  /** The editor's name: shown above it, and its text area's accessible name. */
  label: string;
  /** What the text is for, shown under the name and read with it. */
  description?: string;
  readOnly?: boolean;
  /** JSON only: called with the problem in words, or `null` once the text is valid JSON. */
  onValidityChange?(error: string | null): void;
  /** JSON only: an empty text counts as valid (for optional fields). */
  allowEmpty?: boolean;
  /** The smallest height of the editing area (CSS), 12rem by default. */
  minHeight?: string;
}

/**
 * A code editor (CodeMirror 6) for JSON or HTML. CodeMirror is downloaded only by screens that
 * render one. JSON is checked as it is typed: the fault is underlined, and described beside the
 * editor in a live region that screen readers announce once typing pauses.
 */
export function CodeEditor({
  value,
  onChange,
  language,
  label,
  description,
  readOnly = false,
  onValidityChange,
  allowEmpty = false,
  minHeight = '12rem',
}: CodeEditorProps) {
  const translate = useTranslate();
  const keysId = useId();
  const descriptionId = useId();
  const statusId = useId();
  const describe = useCallback(
    (problem: JsonProblem | null): string | null => {
      if (!problem || (problem.kind === 'empty' && allowEmpty)) return null;
      if (problem.kind === 'empty') return translate('ui.code_editor.json_empty');
      return translate('ui.code_editor.json_error', {
        line: problem.line,
        column: problem.column,
        reason: translate(`ui.code_editor.reason.${problem.reason}`),
      });
    },
    [translate, allowEmpty],
  );
  const error = useMemo(
    () => (language === 'json' ? describe(checkJson(value)) : null),
    [language, value, describe],
  );
  const announced = useSettled(error, ANNOUNCE_DELAY_MS);

  const reported = useRef<string | null | undefined>(undefined);
  const onValidity = useRef(onValidityChange);
  useEffect(() => {
    onValidity.current = onValidityChange;
  });
  useEffect(() => {
    if (reported.current === error) return;
    reported.current = error;
    onValidity.current?.(error);
  }, [error]);

  const lint = useCallback(
    (text: string) => {
      const problem = checkJson(text);
      const message = describe(problem);
      return message === null ? null : { from: problem?.kind === 'syntax' ? problem.offset : 0, message };
    },
    [describe],
  );

  const described = [description ? descriptionId : '', language === 'json' ? statusId : '', keysId]
    .filter(Boolean)
    .join(' ');
  return (
    <Box>
      {/* Seen, not read: the text area carries the same name, so a screen reader hears it once. */}
      <Typography aria-hidden variant="subtitle2" component="div">
        {label}
      </Typography>
      {description && (
        <Typography id={descriptionId} variant="body2" sx={{ color: 'text.secondary', mb: 0.5 }}>
          {description}
        </Typography>
      )}
      <Suspense
        fallback={
          <Box
            role="progressbar"
            aria-label={translate('ui.code_editor.loading')}
            sx={{ minHeight, border: 1, borderColor: 'divider', borderRadius: 1 }}
          />
        }
      >
        <CodeMirror
          value={value}
          onChange={onChange}
          language={language}
          label={label}
          readOnly={readOnly}
          describedBy={described}
          invalid={error !== null}
          minHeight={minHeight}
          lint={language === 'json' ? lint : undefined}
        />
      </Suspense>
      {language === 'json' && (
        <Typography
          id={statusId}
          role="status"
          variant="body2"
          sx={{ mt: 0.5, color: announced ? 'error.main' : 'text.secondary' }}
        >
          {announced ?? translate('ui.code_editor.json_valid')}
        </Typography>
      )}
      <Typography id={keysId} variant="caption" sx={{ color: 'text.secondary' }}>
        {translate('ui.code_editor.keys')}
      </Typography>
    </Box>
  );
}
