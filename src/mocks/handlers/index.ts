import type { RequestHandler } from 'msw';
import { accessGate } from '../lib/access-gate';
import { auditHandlers } from '../audit/handlers';
import { withAudit } from '../audit/recorder';
import { dispatcher } from '../dispatch';
import { withAnswerShapes } from '../sparse-answers';
import { loadModuleMocks } from '../module-mocks';
import type { ServedApp } from '../served-app';
import { serveData } from '../served-data';
import { authHandlers } from './auth';
import { crudHandlers } from './crud';
import { faultHandlers } from './faults';
import { geneVariantHandlers } from './gene-variants';
import { sessionHandlers } from './session';

/**
 * Order matters: faults, sign-in and the access gate (every declared call's permission) first,
 * then, behind the audit recorder, special calls, the resource modules' own handlers, the generic
 * CRUD last. They come as one dispatcher (`../dispatch.ts`). The db must already serve the app's
 * schemas (`serve` below, or tests/setup.ts for Vitest's server).
 */
export async function createHandlers(app: ServedApp): Promise<RequestHandler[]> {
  const areas = await loadModuleMocks(app.areas);
  const calls = await app.calls();
  return [
    withAnswerShapes(calls, [
      dispatcher([
        ...faultHandlers,
        ...authHandlers,
        ...areas.guards,
        accessGate(calls),
        // Past the gates: only what a handler accepts is audited.
        withAudit(
          calls,
          dispatcher([...auditHandlers, ...specialHandlers, ...areas.handlers, ...crudHandlers]),
        ),
      ]),
    ]),
  ];
}

/** The shell's own calls no area owns: the session and gene variants (the areas' are in their mocks). */
const specialHandlers = [...sessionHandlers, ...geneVariantHandlers];

/** The whole backend for `app`: the db serves its schemas and seed tables, the handlers its areas and calls. */
export async function serve(app: ServedApp): Promise<RequestHandler[]> {
  const data = serveData(app);
  const handlers = createHandlers(app);
  await data;
  return handlers;
}
