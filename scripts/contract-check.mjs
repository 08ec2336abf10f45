// `npm run contract:check -- <base URL> [--token <jwt> | --email <e> --password <p>] [--api /api]`:
// probes a running backend with every read-only call of the console's API contract and reports,
// per call, whether the answer conforms. Exits 1 when a spec call breaks the contract or fails.
import console from 'node:console';
import process from 'node:process';
import { URL, fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createServer } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    token: { type: 'string' },
    email: { type: 'string' },
    password: { type: 'string' },
    api: { type: 'string', default: '/api' },
    language: { type: 'string', default: 'en-gb' },
  },
});
const [base] = positionals;
if (!base) {
  console.error('Usage: npm run contract:check -- <base URL> [--token <jwt> | --email <e> --password <p>]');
  process.exit(2);
}
const apiBase = new URL(values.api, base).href.replace(/\/+$/, '');

async function signIn() {
  const res = await fetch(`${apiBase}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Client: 'admin', Timestamp: String(Date.now()) },
    body: JSON.stringify({ data: { email: values.email, password: values.password } }),
  });
  const body = await res.json().catch(() => ({}));
  if (!res.ok || !body?.data?.token) throw new Error(`Sign-in failed (${res.status}); pass --token instead`);
  return body.data.token;
}

const token = values.token ?? process.env.CONTRACT_TOKEN ?? (values.email ? await signIn() : undefined);
if (!token) {
  console.error('A token is needed: --token <jwt>, CONTRACT_TOKEN, or --email and --password');
  process.exit(2);
}

// Vite compiles the contract's TypeScript (aliases, zod) as the console's build does.
const vite = await createServer({
  root,
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, watch: null },
});
try {
  const { allCalls } = await vite.ssrLoadModule('/src/app/contract.ts');
  const { probeBackend, probePassed } = await vite.ssrLoadModule('/src/contract/probe.ts');
  const results = await probeBackend(await allCalls(), { apiBase, token, language: values.language });
  const mark = { conforms: '✓', breaks: '✗', refused: '–', absent: '○', failed: '!' };
  for (const r of results) console.log(`${mark[r.verdict]} ${r.kind.padEnd(9)} ${r.route}  ${r.detail}`);
  const count = (v) => results.filter((r) => r.verdict === v).length;
  console.log(
    `\n${results.length} calls: ${count('conforms')} conform, ${count('breaks')} break the contract, ` +
      `${count('refused')} refused to this token, ${count('absent')} not offered, ${count('failed')} failed`,
  );
  process.exitCode = probePassed(results) ? 0 : 1;
} finally {
  await vite.close();
}
