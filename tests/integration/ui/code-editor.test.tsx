import { EditorView } from '@codemirror/view';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { I18nContextProvider } from 'react-admin';
import { i18nProvider } from '@/i18n';
import { CodeEditor } from '@/ui/code-editor';

function Controlled(props: {
  initial: string;
  onValidityChange?(e: string | null): void;
  onChange?(v: string): void;
}) {
  const [value, setValue] = useState(props.initial);
  return (
    <I18nContextProvider value={i18nProvider}>
      <CodeEditor
        value={value}
        onChange={(v) => {
          setValue(v);
          props.onChange?.(v);
        }}
        language="json"
        label="Block data"
        onValidityChange={props.onValidityChange}
      />
      <button type="button" onClick={() => setValue('{"replaced": true}')}>
        Replace
      </button>
    </I18nContextProvider>
  );
}

// jsdom lays nothing out; CodeMirror measures text ranges to draw the cursor and selection.
beforeAll(() => {
  const none = () => new DOMRect(0, 0, 0, 0);
  Range.prototype.getBoundingClientRect = none;
  Range.prototype.getClientRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
});

async function editorOf(name: string): Promise<{ content: HTMLElement; view: EditorView }> {
  const content = await screen.findByRole('textbox', { name });
  const view = EditorView.findFromDOM(content);
  if (!view) throw new Error('no editor view');
  return { content, view };
}

describe('CodeEditor (JSON)', () => {
  it('is a labelled text box described by its status and its keys, and Tab is left to the page', async () => {
    render(<Controlled initial='{"a": 1}' />);
    const { content, view } = await editorOf('Block data');
    const described = (content.getAttribute('aria-describedby') ?? '').split(' ');
    const texts = described.map((id) => document.getElementById(id)?.textContent);
    expect(texts).toEqual(['Valid JSON', expect.stringContaining('Tab leaves the editor')]);
    expect(content).toHaveAttribute('aria-invalid', 'false');
    // Not prevented: the browser moves the focus on, out of the editor.
    expect(fireEvent.keyDown(content, { key: 'Tab', code: 'Tab' })).toBe(true);
    expect(fireEvent.keyDown(content, { key: 'Tab', code: 'Tab', shiftKey: true })).toBe(true);
    expect(view.state.doc.toString()).toBe('{"a": 1}');
  });

  it('reports and announces a fault as it is typed, and clears it once fixed', async () => {
    const validity = vi.fn();
    render(<Controlled initial='{"a": 1}' onValidityChange={validity} />);
    const { content, view } = await editorOf('Block data');
    expect(validity).toHaveBeenLastCalledWith(null);

    act(() => view.dispatch({ changes: { from: 7, insert: ',' } }));
    const message = 'Invalid JSON at line 1, column 9: expected a property name in double quotes';
    expect(validity).toHaveBeenLastCalledWith(message);
    expect(content).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(message));

    act(() => view.dispatch({ changes: { from: 7, to: 8 } }));
    expect(validity).toHaveBeenLastCalledWith(null);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Valid JSON'));
  });

  it('keeps the cursor where the user typed, and takes a new value from outside', async () => {
    const changes = vi.fn();
    render(<Controlled initial='{"a": 1}' onChange={changes} />);
    const { view } = await editorOf('Block data');
    act(() => view.dispatch({ changes: { from: 6, insert: '2' }, selection: { anchor: 7 } }));
    expect(changes).toHaveBeenLastCalledWith('{"a": 21}');
    expect(view.state.selection.main.head).toBe(7);

    act(() => screen.getByRole('button', { name: 'Replace' }).click());
    expect(view.state.doc.toString()).toBe('{"replaced": true}');
    expect(changes).toHaveBeenCalledTimes(1);
  });

  it('reads but does not change a read-only text', async () => {
    render(
      <I18nContextProvider value={i18nProvider}>
        <CodeEditor value="<p>Hi</p>" onChange={() => undefined} language="html" label="Body" readOnly />
      </I18nContextProvider>,
    );
    const { content, view } = await editorOf('Body');
    expect(view.state.readOnly).toBe(true);
    expect(content).toHaveAttribute('aria-readonly', 'true');
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('a code editor with a description', () => {
  it('shows its name and description, and its text area is named by one and described by the other', async () => {
    render(
      <CodeEditor
        language="json"
        allowEmpty
        label="Relevance (JSON)"
        description="When the flow is offered at all."
        value=""
        onChange={() => {}}
      />,
    );
    const box = await screen.findByRole('textbox', { name: 'Relevance (JSON)' });
    expect(box).toHaveAccessibleDescription(/^When the flow is offered at all\./);
    expect(screen.getByText('Relevance (JSON)')).toBeVisible();
    expect(screen.getByText('When the flow is offered at all.')).toBeVisible();
  });
});
