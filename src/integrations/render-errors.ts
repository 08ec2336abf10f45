/**
 * Errors a screen part threw while drawing, caught by its boundary (src/ui/error-boundary). The
 * error-reporting SDK loads on demand, so it registers itself here once started; before that, or
 * without it, the console's own log is the only record.
 */
export type RenderErrorReporter = (error: unknown, boundary: string) => void;

let reporter: RenderErrorReporter | null = null;

export function setRenderErrorReporter(next: RenderErrorReporter | null): void {
  reporter = next;
}

/**
 * Reports what broke and where (the boundary's name), never what the part was showing: no props,
 * no record, no typed text. The SDK's own scrubbing (sentry-privacy) still runs on the event.
 */
export function reportRenderError(error: unknown, boundary: string): void {
  try {
    reporter?.(error, boundary);
  } catch {
    // Reporting must never turn a contained failure into a second one.
  }
}
