import {
  HEIGHT,
  MARGIN,
  WIDTH,
  chartLayout,
  formatNumber,
  lineChartSvg,
  niceTicks,
} from '../../bench/svg-chart.mjs';

const curve = {
  title: 'Flow editor: open <after> data',
  unit: 'ms',
  xLabel: 'blocks in the flow',
  yLabel: 'open time (ms)',
  points: [
    { x: 50, y: 10 },
    { x: 100, y: 50 },
    { x: 0, y: 0 },
  ],
};

/** The markers' centres, in the order they are drawn. */
const markers = (svg: string) =>
  [...svg.matchAll(/<circle cx="([\d.]+)" cy="([\d.]+)"/g)].map((m) => [Number(m[1]), Number(m[2])]);

describe("the benchmark curves' SVG line chart", () => {
  test('maps each point into the plot area, both axes from zero to their last tick', () => {
    const svg = lineChartSvg(curve);
    const left = MARGIN.left;
    const right = WIDTH - MARGIN.right;
    const top = MARGIN.top;
    const bottom = HEIGHT - MARGIN.bottom;
    // x ticks end at 100 and y ticks at 50: the data's maxima are the corners.
    expect(markers(svg)).toEqual([
      [left, bottom],
      [(left + right) / 2, bottom - (bottom - top) / 5],
      [right, top],
    ]);
    const layout = chartLayout(curve.points);
    expect(layout.x(50)).toBe((left + right) / 2);
    expect(layout.y(50)).toBe(top);
    expect(svg).toContain(
      `<polyline points="${left},${bottom} ${(left + right) / 2},${bottom - (bottom - top) / 5} ${right},${top}"`,
    );
  });

  test('has a title, a description, axis names, tick labels and each value, escaped', () => {
    const svg = lineChartSvg(curve);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360"')).toBe(true);
    expect(svg).toContain('<title id="chart-title">Flow editor: open &lt;after&gt; data</title>');
    expect(svg).toMatch(/<desc id="chart-desc">[^<]*0: 0 ms; 50: 10 ms; 100: 50 ms\.<\/desc>/);
    expect(svg).toContain('>blocks in the flow</text>');
    expect(svg).toContain('>open time (ms)</text>');
    for (const tick of ['0', '20', '40', '60', '80', '100']) expect(svg).toContain(`>${tick}</text>`);
    expect(svg).toContain('font-weight="600" fill="#0d3c78">50</text>');
    expect(svg).not.toMatch(/<[^>]*undefined|NaN/);
  });

  test('draws axes and says so when there is nothing to draw, or leaves unmeasured points out', () => {
    const empty = lineChartSvg({ title: 'Nothing yet', unit: 'ms', xLabel: 'rows', points: [] });
    expect(empty).toContain('no points measured');
    expect(empty).toContain('No points measured.');
    expect(markers(empty)).toEqual([]);
    expect(empty).not.toMatch(/NaN|Infinity/);
    expect(() => lineChartSvg({ title: 't', unit: 'ms', xLabel: 'x' })).not.toThrow();
    const gap = lineChartSvg({
      ...curve,
      points: [
        { x: 10, y: 5 },
        { x: 20, y: null },
      ],
    });
    expect(markers(gap)).toHaveLength(1);
    expect(gap).toContain('Not measured at 20.');
  });

  test('picks round ticks and short numbers', () => {
    expect(niceTicks(442.5)).toEqual([0, 100, 200, 300, 400, 500]);
    expect(niceTicks(100_000)).toEqual([0, 20_000, 40_000, 60_000, 80_000, 100_000]);
    expect(niceTicks(0)).toEqual([0, 1]);
    expect(formatNumber(100_000)).toBe('100k');
    expect(formatNumber(2_500)).toBe('2.5k');
    expect(formatNumber(12.345)).toBe('12.3');
    expect(formatNumber(187.6)).toBe('188');
  });
});
