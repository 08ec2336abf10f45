import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import Module from 'node:module';
import { join } from 'node:path';
import { servedApp } from '@/app/mock-backend';
import { forgetExpiredSession, setToken } from '@/auth/token-store';
import { checkEntities } from '@/engine/registry';
import { resetFormDrafts } from '@/lib/form-drafts';
import { dataReady, preloadHandlers, resetMockState, server, serveApp } from '@/mocks/node-server';
import { startContractAudit, takeContractProblems } from './support/contract-audit';
import { speedUpLabelLookups } from './support/jsdom-labels';

// mjml-browser (a CommonJS bundle, loaded by Node) requires cheerio, which the console does not
// install: Node's resolver hands it the same stand-in the browser build gets through an alias.
const resolver = Module as unknown as { _resolveFilename: (request: string, ...rest: unknown[]) => string };
const resolve = resolver._resolveFilename;
const noCheerio = join(__dirname, 'fixtures/no-cheerio.cjs');
resolver._resolveFilename = (request, ...rest) =>
  request === 'cheerio' ? noCheerio : resolve.call(Module, request, ...rest);

// Two workers share two cores: a screen can take more than Testing Library's default second to
// settle, and a wait's limit is room, not a measure (speed is measured by `npm run bench`).
configure({ asyncUtilTimeout: 5000 });

// Same answers, without walking the document once per label (see the file).
speedUpLabelLookups(document);

// Unit files share modules (vitest.config.ts): each starts as fresh modules would, before it is
// imported, with the console's own entity registry (a test may check a registry of its own, and
// a file may read the registry as it loads) and no session token.
checkEntities(servedApp.entities);
setToken(null);

// The mock backend stands in for this console; its db serves the schemas and the areas' seed
// tables before any test reads it.
serveApp(servedApp);
await dataReady();

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  startContractAudit();
  // Screens rendered against the mock have their handlers ready; a unit file loads them only if
  // it sends a request (most send none).
  if (!expect.getState().testPath?.includes('/tests/unit/')) await preloadHandlers();
  // Node's fetch rejects relative URLs; resolve them against the jsdom page, as a browser would.
  const mocked = globalThis.fetch;
  globalThis.fetch = (input, init) =>
    mocked(
      typeof input === 'string' && input.startsWith('/') ? new URL(input, window.location.href) : input,
      init,
    );
});

afterEach(async () => {
  // The mock must keep the contract: an answer of its own that broke it, or a call the contract
  // does not declare, fails the test.
  const problems = await takeContractProblems();
  if (problems.length > 0) throw new Error(`The mock broke the API contract:\n${problems.join('\n')}`);
  server.resetHandlers();
  resetMockState();
  // A session that ran out, and the forms it kept, belong to the test that ended it.
  forgetExpiredSession();
  resetFormDrafts();
  // Column choices persist per user in local storage; no test inherits another's.
  localStorage.clear();
  for (const name of document.cookie.split(';').map((c) => c.split('=')[0]?.trim())) {
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
});

afterAll(() => server.close());
