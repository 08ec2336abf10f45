import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import type { ChartPanelProps } from './types';

type ChartViewProps = Pick<ChartPanelProps, 'kind' | 'x' | 'series' | 'rows'> & { height: number };

const asNumber = (v: string | number | undefined): number | null => {
  const n = typeof v === 'number' ? v : Number(v);
  return v === undefined || v === '' || !Number.isFinite(n) ? null : n;
};

/** The value axis is as wide as its longest label ("125,000"), never cut to "125,…". */
const Y_AXIS = [{ width: 'auto' as const }];

/** MUI X Charts behind `ChartPanel`; loaded only by screens that draw a chart. */
export default function ChartView({ kind, x, series, rows, height }: ChartViewProps) {
  const labels = rows.map((r) => String(r[x.key] ?? ''));
  const lines = series.map((s) => ({ id: s.key, label: s.label, data: rows.map((r) => asNumber(r[s.key])) }));
  if (kind === 'bar') {
    return (
      <BarChart
        height={height}
        xAxis={[{ data: labels, scaleType: 'band', label: x.label }]}
        yAxis={Y_AXIS}
        series={lines}
      />
    );
  }
  return (
    <LineChart
      height={height}
      xAxis={[{ data: labels, scaleType: 'point', label: x.label }]}
      yAxis={Y_AXIS}
      series={lines.map((l) => ({ ...l, connectNulls: false }))}
    />
  );
}
