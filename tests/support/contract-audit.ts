import { allCalls } from '@/app/contract';
import { entities } from '@/app/registry';
import { crudCalls, findCall, judgeAnswer, type CallDecl } from '@/contract';
import { allSchemas } from '@/mocks/db/schemas';
import { observeMockAnswers } from '@/mocks/node-server';

// Every answer the mock's own handlers give during the suite is checked against the declared
// contract: a mock that drifts from the contract fails the test that met the drift, and a call
// the contract does not declare is listed.

const SAMPLE = 20;
const problems: string[] = [];
const undeclared = new Set<string>();
let calls: Promise<CallDecl[]> | undefined;
const pending = new Set<Promise<void>>();

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

async function audit(request: Request, response: Response): Promise<void> {
  const url = new URL(request.url);
  if (!url.pathname.startsWith('/api/')) return;
  const path = url.pathname.slice('/api'.length);
  // A test may give the mock schemas of its own (useSchemas): their generic calls count as declared.
  const own = allSchemas().filter((s) => !entities.includes(s));
  const declared = [...(await (calls ??= allCalls())), ...own.flatMap(crudCalls)];
  const decl = findCall(declared, request.method, path);
  if (!decl) {
    // A call the mock refused is not one the console can make: tests probe refusals on purpose.
    if (response.ok) undeclared.add(`${request.method} ${path.replace(/\/\d+(?=\/|$)/g, '/{n}')}`);
    return;
  }
  if (!response.ok || response.status === 204) return;
  const text = await response.text();
  if (!text || !(response.headers.get('Content-Type') ?? '').includes('json')) return;
  const body: unknown = JSON.parse(text);
  // A long list is checked on its first rows: every row answers to the same element schema, and
  // parsing hundreds of records per answer would double the suite's time.
  const sampled =
    isRecord(body) && Array.isArray(body.data) && body.data.length > SAMPLE
      ? { ...body, data: body.data.slice(0, SAMPLE) }
      : body;
  const { verdict, detail } = judgeAnswer(decl, response.status, sampled);
  if (verdict === 'breaks') problems.push(`${decl.id} (${request.method} ${path}): ${detail}`);
}

export function startContractAudit(): void {
  observeMockAnswers((request, response) => {
    const run = audit(request, response).catch((e: unknown) => {
      problems.push(`audit failed for ${request.method} ${request.url}: ${String(e)}`);
    });
    pending.add(run);
    void run.finally(() => pending.delete(run));
  });
}

/**
 * The contract problems the mock's answers showed since the last call, awaited first: answers that
 * break their declaration, and calls answered that the contract does not declare.
 */
export async function takeContractProblems(): Promise<string[]> {
  await Promise.all([...pending]);
  const unknown = [...undeclared].map((call) => `${call}: not declared in the contract`);
  undeclared.clear();
  return [...problems.splice(0), ...unknown];
}
