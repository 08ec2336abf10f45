import type { RequestHandler } from 'msw';
import { allCalls } from '@/app/contract';
import { resources } from '@/app/registry';
import { accessGate } from '../lib/access-gate';
import { auditHandlers } from '../audit/handlers';
import { withAudit } from '../audit/recorder';
import { dispatcher } from '../dispatch';
import { withAnswerShapes } from '../sparse-answers';
import { loadModuleMocks } from '../module-mocks';
import { authHandlers } from './auth';
import { crudHandlers } from './crud';
import { faultHandlers } from './faults';
import { geneAndCallHandlers } from './genes-calls';
import { sessionHandlers } from './session';
import { studyHandlers } from './studies';
import { userHandlers } from './users';

/**
 * Order matters: faults, sign-in and the access gate (every declared call's permission) first,
 * then, behind the audit recorder, special calls, the resource modules' own handlers, the generic
 * CRUD last. They come as one dispatcher (`../dispatch.ts`).
 */
export async function createHandlers(): Promise<RequestHandler[]> {
  const areas = await loadModuleMocks(resources);
  const calls = await allCalls();
  return [
    withAnswerShapes([
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

const specialHandlers = [...sessionHandlers, ...userHandlers, ...studyHandlers, ...geneAndCallHandlers];
