import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import type { ChartPanelProps } from './types';

type ChartViewProps = Pick<ChartPanelProps, 'kind' | 'x' | 'series' | 'rows'> & { height: number };

const asNumber = (v: string | number | undefined): number | null => {
  const n = typeof v === 'number' ? v : Number(v);
  return v === undefined || v === '' || !Number.isFinite(n) ? null : n;
};

/** MUI X Charts behind `ChartPanel`; loaded only by screens that draw a chart. */
export default function ChartView({ kind, x, series, rows, height }: ChartViewProps) {
  const labels = rows.map((r) => String(r[x.key] ?? ''));
  const lines = series.map((s) => ({ id: s.key, label: s.label, data: rows.map((r) => asNumber(r[s.key])) }));
  if (kind === 'bar') {
    return (
      <BarChart
        height={height}
        xAxis={[{ data: labels, scaleType: 'band', label: x.label }]}
        series={lines}
      />
    );
  }
  return (
    <LineChart
      height={height}
      xAxis={[{ data: labels, scaleType: 'point', label: x.label }]}
      series={lines.map((l) => ({ ...l, connectNulls: false }))}
    />
  );
}
