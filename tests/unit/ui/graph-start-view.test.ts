import { startView, TARGET_ZOOM } from '@/ui/graph-view/start-view';

// The map's first view: the whole diagram when its cards stay big enough to aim at, else its start.
const PANE = { width: 1300, height: 690 };

describe('where a map opens', () => {
  it('fits a small diagram whole, centred', () => {
    const view = startView({ x: 0, y: 0, width: 600, height: 400 }, PANE.width, PANE.height, 'TB');
    expect(view.zoom).toBeGreaterThanOrEqual(TARGET_ZOOM);
    expect(view.zoom).toBeLessThanOrEqual(1);
    // Centred: as much room left as right.
    expect(view.x).toBeCloseTo((PANE.width - 600 * view.zoom) / 2, 0);
  });

  it('opens a tall top-down diagram at the smallest zoom cards can be aimed at, from its top, centred across', () => {
    const bounds = { x: -40, y: -20, width: 900, height: 9000 };
    const view = startView(bounds, PANE.width, PANE.height, 'TB');
    expect(view.zoom).toBe(TARGET_ZOOM);
    // The diagram's top edge sits just below the pane's.
    expect(bounds.y * view.zoom + view.y).toBe(16);
    const left = bounds.x * view.zoom + view.x;
    expect(left).toBeCloseTo(PANE.width - (left + bounds.width * view.zoom), 5);
  });

  it('opens a wide left-right diagram from its left edge', () => {
    const bounds = { x: 10, y: 0, width: 12000, height: 1000 };
    const view = startView(bounds, PANE.width, PANE.height, 'LR');
    expect(view.zoom).toBe(TARGET_ZOOM);
    expect(bounds.x * view.zoom + view.x).toBe(16);
  });

  it('starts from the top-left corner when the diagram is too big both ways', () => {
    const bounds = { x: 0, y: 0, width: 8000, height: 8000 };
    const view = startView(bounds, PANE.width, PANE.height, 'TB');
    expect([view.x, view.y]).toEqual([16, 16]);
  });
});
