export interface ChartPoint {
  x: number;
  y: number | null;
}
export interface Curve {
  title: string;
  unit: string;
  xLabel: string;
  yLabel?: string;
  desc?: string;
  points?: ChartPoint[];
}
export declare const WIDTH: number;
export declare const HEIGHT: number;
export declare const MARGIN: { top: number; right: number; bottom: number; left: number };
export declare function niceTicks(max: number, count?: number): number[];
export declare function formatNumber(v: number): string;
export declare function chartLayout(
  points: ChartPoint[],
  size?: { width?: number; height?: number },
): {
  left: number;
  right: number;
  top: number;
  bottom: number;
  xTicks: number[];
  yTicks: number[];
  x: (v: number) => number;
  y: (v: number) => number;
};
export declare function lineChartSvg(curve: Curve, size?: { width?: number; height?: number }): string;
