import type { BatchResult, ReadyRow } from './ingest-types';

export type SenderState = 'idle' | 'sending' | 'pausing' | 'paused' | 'done';

export interface SenderReport {
  state: SenderState;
  /** Rows to send in this run (a retry counts the retried rows again). */
  total: number;
  /** Rows the server has answered for. */
  sent: number;
  created: number;
  failed: { row: number; reason: string }[];
}

export interface SenderOptions {
  rows: readonly ReadyRow[];
  size: number;
  /** Sends one batch under its id; a throw fails every row of the batch with the error's message. */
  send: (rows: readonly ReadyRow[], batchId: string) => Promise<BatchResult>;
  newBatchId: () => string;
  onChange: (report: SenderReport) => void;
}

/**
 * Sends rows in batches, one at a time. Pause lets the batch in flight finish and sends no more;
 * resume carries on with the next; a retry sends the failed rows again, in new batches.
 */
export class BatchSender {
  private queue: ReadyRow[];
  private readonly byRow: Map<number, ReadyRow>;
  private report: SenderReport;
  private running: Promise<void> | null = null;

  constructor(private readonly options: SenderOptions) {
    this.queue = [...options.rows];
    this.byRow = new Map(options.rows.map((r) => [r.row, r]));
    this.report = { state: 'idle', total: options.rows.length, sent: 0, created: 0, failed: [] };
  }

  get current(): SenderReport {
    return this.report;
  }

  start(): Promise<void> {
    this.running ??= this.loop().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  pause(): void {
    if (this.report.state === 'sending') this.update({ state: 'pausing' });
  }

  resume(): Promise<void> {
    if (this.report.state === 'pausing') this.update({ state: 'sending' });
    return this.running ?? this.start();
  }

  /** Sends the failed rows again; they leave the failed list and count as a new run of sends. */
  retryFailed(): Promise<void> {
    if (this.running || this.report.failed.length === 0) return this.running ?? Promise.resolve();
    this.queue = this.report.failed.flatMap((f) => this.byRow.get(f.row) ?? []);
    this.update({ total: this.queue.length, sent: 0, failed: [] });
    return this.start();
  }

  private update(changes: Partial<SenderReport>): void {
    this.report = { ...this.report, ...changes };
    this.options.onChange(this.report);
  }

  private async loop(): Promise<void> {
    this.update({ state: 'sending' });
    while (this.queue.length > 0) {
      if (this.report.state === 'pausing') {
        this.update({ state: 'paused' });
        return;
      }
      const batch = this.queue.slice(0, this.options.size);
      const result = await this.options
        .send(batch, this.options.newBatchId())
        .catch((error: unknown): Omit<BatchResult, 'batch_id'> => ({
          created: [],
          failed: batch.map((r) => ({
            row: r.row,
            reason: error instanceof Error ? error.message : String(error),
          })),
        }));
      this.queue = this.queue.slice(batch.length);
      this.update({
        sent: this.report.sent + batch.length,
        created: this.report.created + result.created.length,
        failed: [...this.report.failed, ...result.failed],
      });
    }
    this.update({ state: 'done' });
  }
}
