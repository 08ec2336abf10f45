// A self-contained line chart as SVG text, without dependencies: both axes linear from zero with
// "nice" ticks, a title, the unit on the y axis, each point marked and labelled with its value, and
// <title>/<desc> for screen readers. Used by curves.mjs; readable at 640×360.

export const WIDTH = 640;
export const HEIGHT = 360;
/** The plot area's margins: room for the title, the tick labels and the axis names. */
export const MARGIN = { top: 52, right: 32, bottom: 58, left: 72 };

const escape = (text) =>
  String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The smallest 1, 2, 2.5 or 5 × 10^k step that covers `max` in about `count` ticks. */
export function niceTicks(max, count = 5) {
  if (!(max > 0)) return [0, 1];
  const rough = max / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= rough);
  const ticks = [];
  for (let v = 0; v < max + step / 1e6; v += step) ticks.push(Number(v.toPrecision(12)));
  if (ticks.at(-1) < max) ticks.push(Number((ticks.at(-1) + step).toPrecision(12)));
  return ticks;
}

/** 1500 → "1.5k", 100000 → "100k", 12.345 → "12.3", 3 → "3". */
export function formatNumber(v) {
  if (!Number.isFinite(v)) return '—';
  const abs = Math.abs(v);
  if (abs >= 1e6) return `${Number((v / 1e6).toPrecision(3))}M`;
  if (abs >= 1e4 || (abs >= 1000 && v % 100 === 0)) return `${Number((v / 1000).toPrecision(3))}k`;
  if (abs >= 100) return String(Math.round(v));
  if (abs >= 10) return String(Math.round(v * 10) / 10);
  return String(Math.round(v * 100) / 100);
}

const measured = (points) => points.filter((p) => Number.isFinite(p.x) && Number.isFinite(p.y));

/**
 * The chart's scales for `points` ([{ x, y }]): `x(v)` and `y(v)` in SVG pixels, the ticks of both
 * axes and the plot area. Both axes start at zero, so a curve's bend is not an artefact of the axes.
 */
export function chartLayout(points, { width = WIDTH, height = HEIGHT } = {}) {
  const ok = measured(points);
  const xTicks = niceTicks(Math.max(0, ...ok.map((p) => p.x)));
  const yTicks = niceTicks(Math.max(0, ...ok.map((p) => p.y)));
  const left = MARGIN.left;
  const right = width - MARGIN.right;
  const top = MARGIN.top;
  const bottom = height - MARGIN.bottom;
  const xMax = xTicks.at(-1);
  const yMax = yTicks.at(-1);
  return {
    left,
    right,
    top,
    bottom,
    xTicks,
    yTicks,
    x: (v) => left + ((right - left) * v) / xMax,
    y: (v) => bottom - ((bottom - top) * v) / yMax,
  };
}

const round = (v) => Math.round(v * 10) / 10;

/**
 * The SVG text of one curve. `curve`: { title, unit, xLabel, yLabel?, points: [{ x, y }], desc? }.
 * Points whose y is not a number are left out of the line and named in the description.
 */
export function lineChartSvg(curve, { width = WIDTH, height = HEIGHT } = {}) {
  const { title, unit, xLabel } = curve;
  const points = curve.points ?? [];
  const yLabel = curve.yLabel ?? unit;
  const ok = measured(points).sort((a, b) => a.x - b.x);
  const missing = points.filter((p) => !ok.includes(p));
  const L = chartLayout(ok, { width, height });
  const values = ok.map((p) => `${formatNumber(p.x)}: ${formatNumber(p.y)} ${unit}`).join('; ');
  const desc =
    curve.desc ??
    [
      `${title}: ${yLabel} against ${xLabel}.`,
      ok.length === 0 ? 'No points measured.' : `${values}.`,
      missing.length > 0 ? `Not measured at ${missing.map((p) => formatNumber(p.x)).join(', ')}.` : '',
    ]
      .filter(Boolean)
      .join(' ');
  const out = [];
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="chart-title chart-desc" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="12">`,
    `<title id="chart-title">${escape(title)}</title>`,
    `<desc id="chart-desc">${escape(desc)}</desc>`,
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    `<text x="${width / 2}" y="24" text-anchor="middle" font-size="16" font-weight="600" fill="#1a1a1a">${escape(title)}</text>`,
  );
  // Grid lines and tick labels.
  for (const t of L.yTicks) {
    const y = round(L.y(t));
    out.push(
      `<line x1="${L.left}" y1="${y}" x2="${L.right}" y2="${y}" stroke="#e3e3e3"/>`,
      `<text x="${L.left - 8}" y="${y + 4}" text-anchor="end" fill="#444">${escape(formatNumber(t))}</text>`,
    );
  }
  for (const t of L.xTicks) {
    const x = round(L.x(t));
    out.push(
      `<line x1="${x}" y1="${L.bottom}" x2="${x}" y2="${L.bottom + 5}" stroke="#555"/>`,
      `<text x="${x}" y="${L.bottom + 19}" text-anchor="middle" fill="#444">${escape(formatNumber(t))}</text>`,
    );
  }
  // Axes and their names.
  out.push(
    `<line x1="${L.left}" y1="${L.bottom}" x2="${L.right}" y2="${L.bottom}" stroke="#555"/>`,
    `<line x1="${L.left}" y1="${L.top}" x2="${L.left}" y2="${L.bottom}" stroke="#555"/>`,
    `<text x="${(L.left + L.right) / 2}" y="${height - 14}" text-anchor="middle" fill="#1a1a1a">${escape(xLabel)}</text>`,
    `<text x="18" y="${(L.top + L.bottom) / 2}" text-anchor="middle" fill="#1a1a1a" transform="rotate(-90 18 ${(L.top + L.bottom) / 2})">${escape(yLabel)}</text>`,
  );
  if (ok.length === 0) {
    out.push(
      `<text x="${(L.left + L.right) / 2}" y="${(L.top + L.bottom) / 2}" text-anchor="middle" fill="#888">no points measured</text>`,
    );
  } else {
    const line = ok.map((p) => `${round(L.x(p.x))},${round(L.y(p.y))}`).join(' ');
    out.push(`<polyline points="${line}" fill="none" stroke="#1565c0" stroke-width="2"/>`);
    for (const p of ok) {
      const x = round(L.x(p.x));
      const y = round(L.y(p.y));
      // The value sits above its marker, or below it when the marker touches the top.
      const labelY = y - 10 < L.top - 4 ? y + 18 : y - 10;
      const anchor = x > L.right - 30 ? 'end' : x < L.left + 30 ? 'start' : 'middle';
      out.push(
        `<circle cx="${x}" cy="${y}" r="4" fill="#1565c0" stroke="#ffffff" stroke-width="1.5"><title>${escape(`${formatNumber(p.x)} ${xLabel}: ${formatNumber(p.y)} ${unit}`)}</title></circle>`,
        `<text x="${x}" y="${labelY}" text-anchor="${anchor}" font-weight="600" fill="#0d3c78">${escape(formatNumber(p.y))}</text>`,
      );
    }
  }
  out.push('</svg>');
  return out.join('\n') + '\n';
}
