import type { RequestHandler } from 'msw';
import { resources } from '@/app/registry';
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
 * Order matters: faults and the token gate first, special calls next, the resource modules' own
 * handlers after them, the generic CRUD last. They come as one dispatcher (`../dispatch.ts`).
 */
export async function createHandlers(): Promise<RequestHandler[]> {
  return [
    withAnswerShapes([
      dispatcher([...specialHandlers, ...(await loadModuleMocks(resources)), ...crudHandlers]),
    ]),
  ];
}

const specialHandlers = [
  ...faultHandlers,
  ...authHandlers,
  ...sessionHandlers,
  ...userHandlers,
  ...studyHandlers,
  ...geneAndCallHandlers,
];
