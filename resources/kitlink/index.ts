import type { ResourceModule } from '@/shell/module';
import { PERM } from '@/auth/permission-names';
import { lazyScreen } from '@/ui/lazy-screen';
import { recordRedirect } from '@/ui/record-redirect';

/** KitLink: orders, kits and assays across studies (spec §2). */
const kitlink: ResourceModule = {
  id: 'kitlink',
  menu: [
    { id: 'kitlink', target: '/kitlink/', permissions: [PERM.orders, PERM.kits], icon: 'link', order: 70 },
    { id: 'kits', target: '/kit-list', permissions: [PERM.kits], icon: 'inventory', order: 90 },
  ],
  routes: [
    { path: '/kitlink', component: lazyScreen(() => import('./overview/overview-page')) },
    { path: '/kitlink/assay/:id', component: lazyScreen(() => import('./assay/assay-page')) },
    // Placing orders needs the orders permission, not only KitLink's (a kits-only account receives).
    {
      path: '/kitlink/create-order',
      area: 'orders',
      component: lazyScreen(() => import('./create-order/create-order-page')),
    },
    { path: '/kitlink/kit/:id', component: lazyScreen(() => import('./kit/kit-page')) },
    { path: '/kitlink/order/:id', component: lazyScreen(() => import('./order/order-page')) },
    {
      path: '/kitlink/consignment/:id',
      component: lazyScreen(() => import('./consignment/consignment-page')),
    },
    { path: '/orders/:id', component: lazyScreen(() => import('./order/order-redirect')) },
    // The orders list's rows lead to a record's show page: the order opens in KitLink there too.
    { path: '/orders/:id/show', component: lazyScreen(() => import('./order/order-redirect')) },
    // A kit opens in KitLink, where its life cycle is driven, never in the generic form.
    { path: '/kits/create', entity: 'kits', view: 'create', recordPath: '/kitlink/kit/:id' },
    { path: '/kits/:id', component: recordRedirect('/kitlink/kit/:id') },
    { path: '/kits/:id/show', component: recordRedirect('/kitlink/kit/:id') },
    { path: '/kit-list', area: 'kits', component: lazyScreen(() => import('./kit-list/kit-list-page')) },
  ],
  mocks: import.meta.env.VITE_MOCK === 'true' ? () => import('./mocks') : undefined,
  mockSeed: import.meta.env.VITE_MOCK === 'true' ? () => import('./mocks/seed-tables') : undefined,
  contract: () => import('./contract'),
};

export default kitlink;
