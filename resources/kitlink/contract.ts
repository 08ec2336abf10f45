import { PERM } from '@/auth/permission-names';
import { defineCall, type CallDecl } from '@/contract';
import { z } from '@/lib/zod';
import {
  assayDetailAnswer,
  bulkTransitionAnswer,
  checkedParticipantAnswer,
  consignmentDetailAnswer,
  kitCountsAnswer,
  kitDetailAnswer,
  newOrdersAnswer,
  orderDetailAnswer,
  overviewAnswer,
  scanAnswer,
} from './calls/answers';
import { listCalls } from './calls/contract-lists';
import {
  bulkTransitionBody,
  checkBody,
  kitCountsQuery,
  newOrdersBody,
  overviewQuery,
  scanBody,
  transitionBody,
} from './calls/requests';

// KitLink's calls (docs/backend.md, "KitLink"): the spec names kit and order calls without their
// paths, so every one is the console's own. The mock refuses each to an account holding neither
// KitLink permission; the state table then decides which transition whose permission allows, and
// the kits count follows the kits' own read rule.

const kitlink = { anyOf: [PERM.orders, PERM.kits] } as const;
const orders = { anyOf: [PERM.orders] } as const;
const BASE = '/admin/kitlink';
const write = 'The action’s toast shows the server’s refusal; the screen stays as it was.';
const fromRecord = (what: string) =>
  `The page shows the ${what} from the spec’s generic reads, with a notice that this server does not offer its timeline.`;

export const overview = defineCall({
  id: 'kitlink:overview',
  method: 'GET',
  path: `${BASE}/overview`,
  kind: 'extension',
  access: kitlink,
  summary:
    'Counts by state, the approval queue and the first rows of the orders, kits, assays, attention and receiving lists',
  query: overviewQuery,
  response: overviewAnswer,
  degrade: 'The KitLink home says it could not load; the order, kit and assay pages still work.',
  probe: {},
});

export const kitCounts = defineCall({
  id: 'kitlink:kit-counts',
  method: 'GET',
  path: `${BASE}/kit-counts`,
  kind: 'extension',
  access: { entity: 'kits', action: 'read' },
  summary: 'The kits matching the kit list’s filter and search, counted by each of `group_by`',
  query: kitCountsQuery,
  response: kitCountsAnswer,
  degrade: 'The kit list shows its rows without the counts above them.',
  probe: { query: { group_by: 'status,study_id,consignment_id' } },
});

export const orderDetail = defineCall({
  id: 'kitlink:order',
  method: 'GET',
  path: `${BASE}/orders/{id}`,
  kind: 'extension',
  access: kitlink,
  summary: 'An order with its names resolved, its timeline and its kits',
  response: orderDetailAnswer,
  degrade: fromRecord('order (`GET /orders/{id}`) and its kits (`GET /kits/by/order_id/{id}`)'),
  probe: { path: { id: 1 } },
});

export const kitDetail = defineCall({
  id: 'kitlink:kit',
  method: 'GET',
  path: `${BASE}/kits/{id}`,
  kind: 'extension',
  access: kitlink,
  summary: 'A kit with its order, assay, consignment, participant and lab named, and its timeline',
  response: kitDetailAnswer,
  degrade: fromRecord('kit (`GET /kits/{id}`)'),
  probe: { path: { id: 1 } },
});

export const assayDetail = defineCall({
  id: 'kitlink:assay',
  method: 'GET',
  path: `${BASE}/assays/{id}`,
  kind: 'extension',
  access: kitlink,
  summary: 'An assay with its lab named, its latest kits and its kits counted by state',
  response: assayDetailAnswer,
  degrade:
    'The page shows the assay (`GET /assays/{id}`) and its kits (`GET /kits/by/assay_id/{id}`) without the counts by state, and says so.',
  probe: { path: { id: 1 } },
});

export const consignmentDetail = defineCall({
  id: 'kitlink:consignment',
  method: 'GET',
  path: `${BASE}/consignments/{id}`,
  kind: 'extension',
  access: kitlink,
  summary: 'A consignment with its received tally and its packing list',
  response: consignmentDetailAnswer,
  degrade: 'The receiving page says it could not load; the rest of KitLink works.',
  probe: { path: { id: 1 } },
});

const transitionOf = <R extends z.ZodMiniType>(subject: 'orders' | 'kits', response: R) =>
  defineCall({
    id: `kitlink:${subject === 'orders' ? 'order' : 'kit'}.transition`,
    method: 'POST',
    path: `${BASE}/${subject}/{id}/transitions`,
    kind: 'extension',
    access: kitlink,
    summary:
      'Applies one transition the state table allows the caller (403 otherwise, 409 from another state, 422 without a required note); header `Idempotency-Key`',
    body: transitionBody,
    response,
    degrade: write,
  });

export const orderTransition = transitionOf('orders', orderDetailAnswer);
export const kitTransition = transitionOf('kits', kitDetailAnswer);

export const bulkTransition = defineCall({
  id: 'kitlink:orders.transition',
  method: 'POST',
  path: `${BASE}/orders/transitions`,
  kind: 'extension',
  access: kitlink,
  summary: 'One transition on many orders, each applied or refused on its own; header `Idempotency-Key`',
  body: bulkTransitionBody,
  response: bulkTransitionAnswer,
  degrade: 'The approval queue shows the server’s refusal; each order’s own buttons still work.',
});

export const checkParticipants = defineCall({
  id: 'kitlink:participants.check',
  method: 'POST',
  path: `${BASE}/participants/check`,
  safe: true,
  kind: 'extension',
  access: orders,
  summary: 'Each pasted email or user id: the participant found, or why not',
  body: checkBody,
  response: z.array(checkedParticipantAnswer),
  degrade: 'Pasting participants shows the server’s refusal; picking them one by one still works.',
});

export const createOrders = defineCall({
  id: 'kitlink:orders.batch',
  method: 'POST',
  path: `${BASE}/orders/batch`,
  kind: 'extension',
  access: orders,
  summary:
    'One requested order per participant, each created or refused on its own (201; 422 when none was), ' +
    'with one kit per assay ticked (an unknown assay refuses the whole request); header `Idempotency-Key`',
  body: newOrdersBody,
  response: newOrdersAnswer,
  degrade: 'Creating orders shows the server’s refusal; nothing is created.',
});

export const scan = defineCall({
  id: 'kitlink:consignment.scan',
  method: 'POST',
  path: `${BASE}/consignments/{id}/scans`,
  kind: 'extension',
  access: kitlink,
  summary:
    'Marks a scanned kit received at the lab, or says why not, with the new tally; header `Idempotency-Key`',
  body: scanBody,
  response: scanAnswer,
  degrade: 'Each scan shows the server’s refusal with Retry; nothing is marked received.',
});

export const calls: readonly CallDecl[] = [
  overview,
  kitCounts,
  orderDetail,
  kitDetail,
  assayDetail,
  consignmentDetail,
  ...listCalls,
  orderTransition,
  kitTransition,
  bulkTransition,
  checkParticipants,
  createOrders,
  scan,
];
