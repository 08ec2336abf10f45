import { layoutGraph, NODE_HEIGHT, NODE_WIDTH, type Box } from '@/ui/graph-view/layout';
import type { GraphEdge, GraphNode } from '@/ui/graph-view';

const node = (id: string, parentId?: string): GraphNode => ({ id, label: `Node ${id}`, parentId });
const edge = (source: string, target: string, label?: string): GraphEdge => ({
  id: `${source}-${target}`,
  source,
  target,
  label,
});

function overlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

function inside(inner: Box, outer: Box): boolean {
  return (
    inner.x > outer.x &&
    inner.y > outer.y &&
    inner.x + inner.width < outer.x + outer.width &&
    inner.y + inner.height < outer.y + outer.height
  );
}

function expectNoOverlaps(boxes: Box[]): void {
  for (const [i, a] of boxes.entries())
    for (const b of boxes.slice(i + 1)) expect(overlap(a, b), JSON.stringify([a, b])).toBe(false);
}

describe('layoutGraph', () => {
  it('places a chain top to bottom, or left to right', () => {
    const nodes = ['a', 'b', 'c'].map((id) => node(id));
    const edges = [edge('a', 'b', 'yes'), edge('b', 'c')];
    const tb = layoutGraph(nodes, edges, 'TB').boxes;
    const a = tb.get('a') as Box;
    const b = tb.get('b') as Box;
    const c = tb.get('c') as Box;
    expect(a.y + NODE_HEIGHT).toBeLessThan(b.y);
    expect(b.y + NODE_HEIGHT).toBeLessThan(c.y);
    expect(a).toMatchObject({ width: NODE_WIDTH, height: NODE_HEIGHT });
    const route = layoutGraph(nodes, edges, 'TB').routes.get('a-b');
    expect(route?.points[0]?.y).toBeCloseTo(a.y + NODE_HEIGHT);
    expect(route?.points.at(-1)?.y).toBeCloseTo(b.y);
    expect(route?.label?.y).toBeGreaterThan(a.y + NODE_HEIGHT);
    expect(route?.label?.y).toBeLessThan(b.y);
    const lr = layoutGraph(nodes, edges, 'LR').boxes;
    expect((lr.get('a') as Box).x + NODE_WIDTH).toBeLessThan((lr.get('b') as Box).x);
  });

  // Laying out 300 nodes takes a moment, more on a busy machine.
  it('lays out 300 nodes with cycles and self-loops, none on top of another', { timeout: 60_000 }, () => {
    // A long questionnaire: each block leads on, some skip ahead, some loop back, a few to themselves.
    const nodes = Array.from({ length: 320 }, (_, i) => node(String(i)));
    const edges = nodes.flatMap((_, i) => [
      ...(i < 319 ? [edge(String(i), String(i + 1))] : []),
      ...(i % 3 === 0 ? [edge(String(i), String(Math.min(319, i + 2 + (i % 5))), 'skip')] : []),
      ...(i % 40 === 39 ? [edge(String(i), String(i - 6), 'again')] : []),
      ...(i % 50 === 0 ? [edge(String(i), String(i))] : []),
    ]);
    const { boxes } = layoutGraph(nodes, edges);
    expect(boxes.size).toBe(320);
    expectNoOverlaps([...boxes.values()]);
  });

  it('draws groups as boxes around their members, nested groups too', () => {
    const nodes = [
      node('section-1'),
      node('q1', 'section-1'),
      node('q2', 'section-1'),
      node('section-2'),
      node('page', 'section-2'),
      node('q3', 'page'),
      node('end'),
    ];
    const edges = [edge('q1', 'q2'), edge('q2', 'q3'), edge('q3', 'end'), edge('section-1', 'end')];
    const { boxes, parents, routes } = layoutGraph(nodes, edges);
    const box = (id: string) => boxes.get(id) as Box;
    expect(parents.get('q3')).toBe('page');
    // An edge from a group is drawn between the boxes, without a route of its own.
    expect(routes.has('section-1-end')).toBe(false);
    expect(routes.get('q2-q3')?.points.length).toBeGreaterThan(1);
    expect(inside(box('q1'), box('section-1'))).toBe(true);
    expect(inside(box('q2'), box('section-1'))).toBe(true);
    expect(inside(box('q3'), box('page'))).toBe(true);
    expect(inside(box('page'), box('section-2'))).toBe(true);
    expect(overlap(box('section-1'), box('section-2'))).toBe(false);
    expectNoOverlaps(['q1', 'q2', 'q3', 'end'].map(box));
  });

  it('ignores unknown parents and edge ends, and parents that would nest a node in itself', () => {
    const nodes = [node('a', 'b'), node('b', 'a'), node('c', 'missing'), node('d', 'd')];
    const { boxes, parents } = layoutGraph(nodes, [edge('a', 'nowhere'), edge('c', 'd')]);
    expect(parents.size).toBe(0);
    expect([...boxes.keys()].sort()).toEqual(['a', 'b', 'c', 'd']);
    expectNoOverlaps([...boxes.values()]);
  });
});
