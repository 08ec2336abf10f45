import { PERM } from '@/auth/permission-names';
import { defineCall } from '@/contract';
import { z } from '@/lib/zod';
import {
  assayRowAnswer,
  attentionRowAnswer,
  consignmentRowAnswer,
  kitRowAnswer,
  orderRowAnswer,
} from './answers';
import { listQuery, MAX_LIST_PAGE } from './requests';

// The overview sends the first rows of each list; these page through the rest, each under the
// overview's filter. The mock refuses a page below 1 or a page size outside 1–100 (422), as a
// server that bounds its work would.

const paged = <R extends z.ZodMiniType>(name: string, what: string, row: R) =>
  defineCall({
    id: `kitlink:${name}.list`,
    method: 'GET',
    path: `/admin/kitlink/${name}`,
    kind: 'extension',
    access: { anyOf: [PERM.orders, PERM.kits] },
    summary: `One page of ${what}, under the overview’s filter, \`meta.total\` counting them all; \`page\` from 1, \`page_size\` 1–${MAX_LIST_PAGE} (422 otherwise)`,
    query: listQuery,
    response: z.array(row),
    degrade: 'The list shows the first rows the overview sent, without paging, and says so.',
    probe: { query: { page: 1, page_size: 5 } },
  });

export const approvalsList = paged(
  'approvals',
  'the requests waiting for approval, oldest first',
  orderRowAnswer,
);
export const ordersList = paged('orders', 'the orders, the latest changed first', orderRowAnswer);
export const kitsList = paged('kits', 'the kits, the latest changed first', kitRowAnswer);
export const assaysList = paged('assays', 'the assays', assayRowAnswer);
export const attentionList = paged(
  'attention',
  'the orders and kits needing attention, longest waiting first',
  attentionRowAnswer,
);
export const consignmentsList = paged(
  'consignments',
  'the consignments on their way to a lab, the latest dispatched first',
  consignmentRowAnswer,
);

export const listCalls = [approvalsList, ordersList, kitsList, assaysList, attentionList, consignmentsList];
