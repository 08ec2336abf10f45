export interface ChartColumn {
  key: string;
  label: string;
}

export type ChartRow = Record<string, string | number>;

export interface ChartPanelProps {
  title: string;
  kind: 'line' | 'bar';
  /** The column along the horizontal axis (dates, names), and the first column of the table. */
  x: ChartColumn;
  /** The columns drawn as lines or bars, in the table after `x`. */
  series: ChartColumn[];
  rows: ChartRow[];
  /** The CSV file's name; `.csv` is added when missing. */
  fileName: string;
  /** The level of the title's heading, 2 by default, to fit the page's outline. */
  headingLevel?: 2 | 3 | 4;
  /** The chart's height in pixels, 300 by default. */
  height?: number;
}
