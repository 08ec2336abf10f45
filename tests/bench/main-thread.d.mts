export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { data?: { documentLoaderURL?: string } };
}
export declare function mainThreadBusy(
  events: TraceEvent[],
  untilMs: number,
): { busyMs: number; windowMs: number } | null;
