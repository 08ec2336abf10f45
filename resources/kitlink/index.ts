import type { ResourceModule } from '@/app/module';
import { PERM } from '@/auth/permission-names';

/** KitLink: orders, kits and assays across studies (spec §2). */
const kitlink: ResourceModule = {
  id: 'kitlink',
  menu: [
    { id: 'kitlink', target: '/kitlink/', permissions: [PERM.orders, PERM.kits], icon: 'link', order: 70 },
  ],
  routes: [
    { path: '/kitlink', pending: 'kitlink' },
    { path: '/kitlink/assay/:id', pending: 'kitlink_assay' },
    { path: '/kitlink/create-order', pending: 'kitlink_create_order' },
    { path: '/kitlink/kit/:id', pending: 'kitlink_kit' },
    { path: '/kitlink/order/:id', pending: 'kitlink_order' },
  ],
  mocks: import.meta.env.VITE_MOCK === 'true' ? () => import('./mocks') : undefined,
};

export default kitlink;
