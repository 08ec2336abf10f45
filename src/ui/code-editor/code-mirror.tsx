import { html } from '@codemirror/lang-html';
import { json } from '@codemirror/lang-json';
import { linter, lintGutter, type Diagnostic } from '@codemirror/lint';
import { Annotation, Compartment, EditorState, type Extension } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { useTheme, type Theme } from '@mui/material';
import { basicSetup } from 'codemirror';
import { useEffect, useLayoutEffect, useRef } from 'react';

/** A fault to underline: where it starts and what the live region also says about it. */
export interface LintFinding {
  from: number;
  message: string;
}

export interface CodeMirrorProps {
  value: string;
  onChange(value: string): void;
  language: 'json' | 'html';
  label: string;
  readOnly: boolean;
  describedBy: string;
  invalid: boolean;
  minHeight: string;
  lint?(text: string): LintFinding | null;
}

// Marks the transactions that bring in a new value from the props, so they are not echoed back.
const fromProps = Annotation.define<boolean>();

function editorTheme(theme: Theme, minHeight: string): Extension {
  return EditorView.theme({
    '&': {
      border: `1px solid ${theme.palette.divider}`,
      borderRadius: `${theme.shape.borderRadius}px`,
      backgroundColor: theme.palette.background.paper,
      color: theme.palette.text.primary,
      fontSize: '0.875rem',
    },
    '&.cm-focused': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: '1px' },
    '.cm-scroller': { minHeight, fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' },
    '.cm-gutters': { backgroundColor: theme.palette.grey[100], color: theme.palette.text.secondary },
  });
}

function lintExtension(lint: CodeMirrorProps['lint']): Extension {
  if (!lint) return [];
  const source = (view: EditorView): Diagnostic[] => {
    const finding = lint(view.state.doc.toString());
    if (!finding) return [];
    const from = Math.min(finding.from, view.state.doc.length);
    const to = Math.min(from + 1, view.state.doc.length);
    return [{ from, to, severity: 'error', message: finding.message }];
  };
  return [linter(source, { delay: 300 }), lintGutter()];
}

/** The CodeMirror view behind `CodeEditor`; loaded only by screens that render an editor. */
export default function CodeMirror(props: CodeMirrorProps) {
  const { value, onChange, language, label, readOnly, describedBy, invalid, minHeight, lint } = props;
  const theme = useTheme();
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const compartments = useRef({
    language: new Compartment(),
    readOnly: new Compartment(),
    attributes: new Compartment(),
    lint: new Compartment(),
  });
  const latest = useRef({ onChange, value, theme, minHeight });
  useLayoutEffect(() => {
    latest.current = { onChange, value, theme, minHeight };
  });

  useEffect(() => {
    const c = compartments.current;
    const created = new EditorView({
      parent: host.current ?? undefined,
      state: EditorState.create({
        doc: latest.current.value,
        extensions: [
          basicSetup,
          editorTheme(latest.current.theme, latest.current.minHeight),
          c.language.of([]),
          c.readOnly.of([]),
          c.attributes.of([]),
          c.lint.of([]),
          EditorView.updateListener.of((update) => {
            if (!update.docChanged || update.transactions.some((t) => t.annotation(fromProps))) return;
            latest.current.onChange(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = created;
    return () => {
      created.destroy();
      view.current = null;
    };
  }, []);

  useEffect(() => {
    const v = view.current;
    if (!v || v.state.doc.toString() === value) return;
    v.dispatch({
      changes: { from: 0, to: v.state.doc.length, insert: value },
      annotations: fromProps.of(true),
    });
  }, [value]);

  useEffect(() => {
    const c = compartments.current;
    view.current?.dispatch({
      effects: [
        c.language.reconfigure(language === 'json' ? json() : html()),
        c.readOnly.reconfigure(EditorState.readOnly.of(readOnly)),
        c.attributes.reconfigure(
          EditorView.contentAttributes.of({
            'aria-label': label,
            'aria-describedby': describedBy,
            'aria-invalid': String(invalid),
            'aria-readonly': String(readOnly),
          }),
        ),
        c.lint.reconfigure(lintExtension(lint)),
      ],
    });
  }, [language, readOnly, label, describedBy, invalid, lint]);

  return <div ref={host} data-language={language} />;
}
