import { fireEvent, render, screen, within } from '@testing-library/react';
import { I18nContextProvider } from 'react-admin';
import { i18nProvider } from '@/i18n';
import { GraphView, type GraphEdge, type GraphNode } from '@/ui/graph-view';

// jsdom lays nothing out; React Flow needs sizes and a resize observer to draw its nodes.
beforeAll(() => {
  class Observer {
    constructor(private readonly callback: ResizeObserverCallback) {}
    observe(target: Element) {
      this.callback([{ target } as ResizeObserverEntry], this as unknown as ResizeObserver);
    }
    unobserve() {}
    disconnect() {}
  }
  vi.stubGlobal('ResizeObserver', Observer);
  vi.stubGlobal(
    'DOMMatrixReadOnly',
    class {
      m22 = 1;
    },
  );
  const size = (dimension: 'width' | 'height') => ({
    configurable: true,
    get(this: HTMLElement) {
      return parseFloat(this.style[dimension]) || 800;
    },
  });
  Object.defineProperties(HTMLElement.prototype, {
    offsetWidth: size('width'),
    offsetHeight: size('height'),
  });
  Object.defineProperty(SVGElement.prototype, 'getBBox', {
    configurable: true,
    value: () => ({ x: 0, y: 0, width: 40, height: 16 }),
  });
});

afterAll(() => vi.unstubAllGlobals());

const nodes: GraphNode[] = [
  { id: 'intro', label: 'About you', kind: 'Section' },
  {
    id: 'smoker',
    label: 'Do you smoke?',
    kind: 'Boolean choice',
    detail: 'Required',
    parentId: 'intro',
    tone: 'warning',
  },
  { id: 'years', label: 'For how many years?', kind: 'Single choice', parentId: 'intro' },
  { id: 'end', label: 'Thank you', kind: 'End', tone: 'success' },
];
const edges: GraphEdge[] = [
  { id: 'e1', source: 'smoker', target: 'years', label: 'Yes' },
  { id: 'e2', source: 'smoker', target: 'end', label: 'No', kind: 'jump' },
  { id: 'e3', source: 'years', target: 'end' },
];

function renderGraph(onOpen = vi.fn()) {
  render(
    <I18nContextProvider value={i18nProvider}>
      <GraphView nodes={nodes} edges={edges} onOpen={onOpen} ariaLabel="Flow: Smoking history" />
    </I18nContextProvider>,
  );
  return onOpen;
}

describe('GraphView', () => {
  it('draws each node as a named button in the Tab order that Enter, Space and a click open', async () => {
    const onOpen = renderGraph();
    const diagram = await screen.findByRole('group', { name: 'Flow: Smoking history' });
    const smoker = await within(diagram).findByRole('button', {
      name: 'Boolean choice, Do you smoke?, Required, Warning',
    });
    expect(smoker).toHaveAttribute('tabindex', '0');
    expect(within(diagram).getByRole('button', { name: 'Section, About you' })).toHaveAttribute(
      'tabindex',
      '0',
    );
    smoker.focus();
    fireEvent.keyDown(smoker, { key: 'Enter' });
    expect(onOpen).toHaveBeenLastCalledWith('smoker');
    fireEvent.keyDown(within(diagram).getByRole('button', { name: 'End, Thank you, Complete' }), {
      key: ' ',
    });
    expect(onOpen).toHaveBeenLastCalledWith('end');
    fireEvent.click(within(diagram).getByRole('button', { name: 'Single choice, For how many years?' }));
    expect(onOpen).toHaveBeenLastCalledWith('years');
    expect(onOpen).toHaveBeenCalledTimes(3);
  });

  it('labels its zoom and fit buttons, and draws members inside their group', async () => {
    renderGraph();
    const diagram = await screen.findByRole('group', { name: 'Flow: Smoking history' });
    for (const name of ['Zoom in', 'Zoom out', 'Fit the diagram on screen'])
      expect(within(diagram).getByRole('button', { name })).toBeInTheDocument();
    const member = within(diagram).getByRole('button', { name: /Do you smoke/ });
    expect(member.closest('[data-id]')?.getAttribute('data-id')).toBe('smoker');
    expect(diagram.querySelector('.react-flow__node-cluster[data-id="intro"]')).not.toBeNull();
    expect(diagram.querySelectorAll('.react-flow__node-card')).toHaveLength(3);
  });

  it('offers the graph as a list: each node a button, with where it leads', async () => {
    const onOpen = renderGraph();
    const toggle = screen.getByRole('button', { name: 'List view' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = await screen.findByRole('list', { name: 'Flow: Smoking history: list view' });
    const items = within(list)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === list);
    expect(items.map((li) => within(li).getAllByRole('button')[0]?.textContent)).toEqual([
      'Section, About you',
      'Boolean choice, Do you smoke?, Warning',
      'Single choice, For how many years?',
      'End, Thank you, Complete',
    ]);
    const smoker = items[1] as HTMLElement;
    expect(smoker).toHaveTextContent('In About you');
    expect(
      within(smoker)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['For how many years? (Yes)', 'Thank you (jump: No)']);
    expect(items[3]).toHaveTextContent('Leads nowhere');
    fireEvent.click(within(smoker).getByRole('button'));
    expect(onOpen).toHaveBeenCalledWith('smoker');
  });
});
