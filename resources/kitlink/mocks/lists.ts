import type { CallDecl } from '@/contract';
import type { z } from '@/lib/zod';
import { answer, declared } from '@/mocks/lib/declared';
import { fail } from '@/mocks/lib/respond';
import * as calls from '../calls/contract-lists';
import { prepareDay } from './day';
import { listsOf, pageOf, type Source } from './select';
import { MAX_LIST_PAGE } from '../calls/requests';

const DEFAULT_SIZE = 25;
const WHOLE = /^[0-9]+$/;

/**
 * The page asked for, or a 422 naming what is wrong: a page below 1, a size outside 1–100 or
 * either not a whole number is refused, not quietly replaced, as a server bounding its work does.
 * A page past the last is an empty page, not an error: rows may have left since it was counted.
 */
function paging(q: URLSearchParams): { page: number; size: number } | Response {
  const page = q.get('page') ?? '1';
  const size = q.get('page_size') ?? String(DEFAULT_SIZE);
  const errors: Record<string, string> = {};
  if (!WHOLE.test(page) || Number(page) < 1) errors.page = 'must be a whole number from 1';
  if (!WHOLE.test(size) || Number(size) < 1 || Number(size) > MAX_LIST_PAGE)
    errors.page_size = `must be a whole number from 1 to ${MAX_LIST_PAGE}`;
  if (Object.keys(errors).length > 0) return fail(422, 'This page cannot be listed.', errors);
  return { page: Number(page), size: Number(size) };
}

type Lists = ReturnType<typeof listsOf>;
/**
 * The handler of one list's paged call: its rows of the page asked for, `meta.total` all of them.
 * The rows are the screens' own shapes (types.ts), which the declared answers accept; the
 * contract audit checks each answer against its declaration at run time.
 */
function listHandler<D extends CallDecl>(decl: D, pick: (lists: Lists) => Source<object>) {
  return declared(decl, ({ request }) => {
    const q = new URL(request.url).searchParams;
    const asked = paging(q);
    if (asked instanceof Response) return asked;
    prepareDay();
    const { rows, total } = pageOf(pick(listsOf(q)), asked.page, asked.size);
    return answer(decl, rows as z.input<D['response']>, { total });
  });
}

/** `GET /admin/kitlink/{approvals|orders|kits|assays|attention|consignments}` (calls/contract-lists.ts). */
export const listHandlers = [
  listHandler(calls.approvalsList, (l) => l.approvals()),
  listHandler(calls.ordersList, (l) => l.orderList()),
  listHandler(calls.kitsList, (l) => l.kitList()),
  listHandler(calls.assaysList, (l) => l.assays()),
  listHandler(calls.attentionList, (l) => l.attention()),
  listHandler(calls.consignmentsList, (l) => l.consignments()),
];
