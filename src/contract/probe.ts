import { languageHeaderName } from '@/http';
import { fieldPath } from './contract-error';
import { fillPath } from './define';
import type { CallDecl } from './types';

/** What a probe of one call found. */
export interface ProbeResult {
  readonly id: string;
  readonly route: string;
  readonly kind: CallDecl['kind'];
  /** conforms; breaks (a 2xx that breaks the contract); refused (401/403); absent (404/501); failed (other). */
  readonly verdict: 'conforms' | 'breaks' | 'refused' | 'absent' | 'failed';
  readonly detail: string;
}

export interface ProbeTarget {
  /** Where `/api` lives, e.g. `https://staging.example.org/api`. */
  readonly apiBase: string;
  readonly token: string;
  readonly language?: string;
  readonly fetch?: typeof fetch;
}

function url(base: string, decl: CallDecl): string {
  const query = new URLSearchParams(
    Object.entries(decl.probe?.query ?? {}).map(([k, v]) => [k, String(v)] as [string, string]),
  ).toString();
  return `${base.replace(/\/+$/, '')}${fillPath(decl.path, decl.probe?.path)}${query ? `?${query}` : ''}`;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** What an answer says of a declared call: the one judgement of the probe and the tests' mock audit. */
export function judgeAnswer(
  decl: CallDecl,
  status: number,
  body: unknown,
): Pick<ProbeResult, 'verdict' | 'detail'> {
  if (status === 401 || status === 403) return { verdict: 'refused', detail: `${status} for this token` };
  if (status === 404 || status === 501) {
    const without = decl.degrade ? ` (without it: ${decl.degrade})` : '';
    return { verdict: 'absent', detail: `${status}${without}` };
  }
  if (status < 200 || status > 299) return { verdict: 'failed', detail: `HTTP ${status}` };
  if (!isRecord(body) || !('data' in body))
    return { verdict: 'breaks', detail: 'the answer is not { data }' };
  const parsed = decl.response.safeParse(body.data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = fieldPath(issue?.path ?? []);
    const where = field.startsWith('[') || !field ? `data${field}` : `data.${field}`;
    return { verdict: 'breaks', detail: `${where}: ${issue?.message ?? ''}` };
  }
  if (decl.paged && !(isRecord(body.meta) && typeof body.meta.total === 'number')) {
    return { verdict: 'breaks', detail: 'a paged answer without meta.total' };
  }
  return { verdict: 'conforms', detail: `HTTP ${status}` };
}

/**
 * A conformance probe of a running backend: every read-only call the contract marks safe to send
 * as it is, sent with the console's headers, its answer judged against the declaration. Reads
 * only, one at a time, so it is safe against a shared server.
 */
export async function probeBackend(calls: readonly CallDecl[], target: ProbeTarget): Promise<ProbeResult[]> {
  const send = target.fetch ?? fetch;
  const results: ProbeResult[] = [];
  for (const decl of calls.filter((c) => c.method === 'GET' && c.probe)) {
    const route = `GET ${fillPath(decl.path, decl.probe?.path)}`;
    const base = { id: decl.id, route, kind: decl.kind };
    try {
      const res = await send(url(target.apiBase, decl), {
        headers: {
          Accept: 'application/json',
          Authorization: `Bearer ${target.token}`,
          Client: 'admin',
          Timestamp: String(Date.now()),
          ...(target.language ? { [languageHeaderName()]: target.language } : {}),
        },
      });
      const text = await res.text();
      let body: unknown = text;
      try {
        body = text ? (JSON.parse(text) as unknown) : undefined;
      } catch {
        // Not JSON: judged as an answer without { data }.
      }
      results.push({ ...base, ...judgeAnswer(decl, res.status, body) });
    } catch (error) {
      results.push({
        ...base,
        verdict: 'failed',
        detail: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return results;
}

/** Whether a backend passes: every spec call conforms or is refused to this token; no 2xx breaks the contract. */
export function probePassed(results: readonly ProbeResult[]): boolean {
  return results.every(
    (r) =>
      r.verdict === 'conforms' ||
      r.verdict === 'refused' ||
      (r.kind === 'extension' && r.verdict === 'absent'),
  );
}
