import { http } from 'msw';
import { find, rows } from '@/mocks/db';
import { notFound, ok, str } from '@/mocks/lib/respond';
import { withParticipantPrivacy } from './privacy';
import { batchHandlers } from './batch';
import { countHandlers } from './counts';
import { kitState, orderState, prepareDay } from './day';
import { inTransit, receiveHandlers } from './receive';
import { listHandlers } from './lists';
import { assayRow, countBy, kitRow } from './rows';
import { listsOf, newestFirst, pageOf } from './select';
import { transitionHandlers } from './transitions';
import { kitDetail, orderDetail } from './writes';
import { KIT_STATES, ORDER_STATES } from '@/domain/kit-states';

const PAGE = 50;
const QUEUE = 20;
const BASE = '/api/admin/kitlink';

/** KitLink's calls (docs/backend.md, "KitLink"), enforcing the state tables. */
export const handlers = [
  // A participant's summary (the users area's call) names their orders in progress: with the
  // states KitLink shows, not those of the seed before the working day.
  http.get(/\/api\/admin\/users\/[^/]+\/summary$/, () => {
    prepareDay();
  }),
  withParticipantPrivacy([
    // The working day is in place before any read of orders or kits, through whichever call.
    http.all(/\/api\/(orders|kits)(\/|$)/, () => {
      prepareDay();
    }),
    http.get(`${BASE}/overview`, ({ request }) => {
      prepareDay();
      const q = new URL(request.url).searchParams;
      const lists = listsOf(q);
      return ok({
        counts: {
          orders: countBy(ORDER_STATES, lists.orders, orderState),
          kits: countBy(KIT_STATES, lists.kits, kitState),
        },
        approvals: pageOf(lists.approvals(), 1, QUEUE),
        orders: pageOf(lists.orderList(), 1, PAGE),
        kits: pageOf(lists.kitList(), 1, PAGE),
        assays: pageOf(lists.assays(), 1, PAGE),
        attention: pageOf(lists.attention(), 1, PAGE),
        consignments: inTransit(),
        studies: rows('studies').map((s) => ({ id: s.id, name: str(s.title) })),
        labs: rows('laboratories').map((l) => ({ id: l.id, name: str(l.name) })),
      });
    }),
    http.get(`${BASE}/orders/:id`, ({ params }) => {
      prepareDay();
      const row = find('orders', String(params.id));
      return row ? ok(orderDetail(row)) : notFound('Order');
    }),
    http.get(`${BASE}/kits/:id`, ({ params }) => {
      prepareDay();
      const row = find('kits', String(params.id));
      return row ? ok(kitDetail(row)) : notFound('Kit');
    }),
    http.get(`${BASE}/assays/:id`, ({ params }) => {
      prepareDay();
      const row = find('assays', String(params.id));
      if (!row) return notFound('Assay');
      const kits = rows('kits').filter((k) => String(k.assay_id) === String(row.id));
      return ok({
        ...assayRow(row),
        kits: newestFirst(kits).slice(0, PAGE).map(kitRow),
        kit_counts: countBy(KIT_STATES, kits, kitState),
      });
    }),
    ...listHandlers,
    ...countHandlers,
    ...transitionHandlers,
    ...batchHandlers,
    ...receiveHandlers,
  ]),
];
