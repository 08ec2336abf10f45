import type { RequestHandler } from 'msw';
import { allCalls } from '@/app/contract';
import { resources } from '@/app/registry';
import { accessGate } from '../lib/access-gate';
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
 * Order matters: faults, sign-in and the access gate (every declared call's permission) first, special calls next, the resource modules' own
 * handlers after them, the generic CRUD last. They come as one dispatcher (`../dispatch.ts`).
 */
export async function createHandlers(): Promise<RequestHandler[]> {
  const areas = await loadModuleMocks(resources);
  return [
    withAnswerShapes([
      dispatcher([
        ...faultHandlers,
        ...authHandlers,
        ...areas.guards,
        accessGate(await allCalls()),
        ...specialHandlers,
        ...areas.handlers,
        ...crudHandlers,
      ]),
    ]),
  ];
}

const specialHandlers = [...sessionHandlers, ...userHandlers, ...studyHandlers, ...geneAndCallHandlers];
