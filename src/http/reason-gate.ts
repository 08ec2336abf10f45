import { REASON_HEADER } from '@/contract/audit';
import { riskOf, type RiskyWrite } from '@/audit/risky-writes';
import { HttpError } from './errors';
import type { Method, RequestOptions } from './types';

/** Asks the person for a reason; null when they cancel. */
export type ReasonPrompt = (write: RiskyWrite) => Promise<string | null>;

let prompt: ReasonPrompt | undefined;

/** The console's reason dialog registers itself here while it is mounted. */
export function setReasonPrompt(next: ReasonPrompt): () => void {
  prompt = next;
  return () => {
    if (prompt === next) prompt = undefined;
  };
}

/**
 * A risky write the person gave no reason for: nothing was sent. An HttpError (428, "precondition
 * required") so every screen shows its message as it shows a server's refusal, keeping the form.
 */
export class ReasonNotGiven extends HttpError {
  constructor(readonly write: RiskyWrite) {
    super({
      status: 428,
      message: `Not saved: ${write.label.toLowerCase()} needs a reason. Nothing was sent; what you typed is kept.`,
    });
    this.name = 'ReasonNotGiven';
  }
}

/**
 * The request's options with its reason header: the reason given with the call, else asked for
 * when the write is risky. Without a way to ask (no dialog mounted) a risky write is not sent.
 */
export async function withReason(path: string, options: RequestOptions): Promise<RequestOptions> {
  const method = options.method ?? 'GET';
  const risk = riskOf(method, path, options.data, options.record);
  const given = options.reason?.trim() || risk?.reasonIn?.(options.data)?.trim();
  const rule = given ? undefined : risk;
  if (!given && !rule) return options;
  const reason = given ?? (rule && prompt ? await prompt(rule) : null);
  if (!reason) throw new ReasonNotGiven(rule as RiskyWrite);
  return { ...options, headers: { ...options.headers, [REASON_HEADER]: encodeURIComponent(reason) } };
}

/**
 * The reason for a write the screen is about to send, asked before anything of a save made of
 * several calls is sent: undefined when the table finds the write not risky, else the reason the
 * write carries or the person's answer, which the save then sends with each of its calls.
 */
export async function reasonFor(
  method: Method,
  path: string,
  body: unknown,
  record: unknown,
): Promise<string | undefined> {
  const rule = riskOf(method, path, body, record);
  if (!rule) return undefined;
  const given = rule.reasonIn?.(body)?.trim();
  if (given) return given;
  const reason = prompt ? await prompt(rule) : null;
  if (!reason) throw new ReasonNotGiven(rule);
  return reason;
}
