import { ORDER_STATES } from '@/domain/kit-states';
import { defineEntity } from '@/engine';
import { address, CURRENCIES, money, PERM, reference, status, timestamps } from './_fields';

// assumed: the spec describes orders ("test orders from users and providers") without fields.
export default defineEntity({
  recordTitle: 'order_number',
  icon: 'shopping-cart',
  menu: 'own',
  menuEntry: {
    id: 'orders',
    target: '/order-list',
    permissions: [PERM.orders],
    icon: 'shopping-cart',
    order: 80,
  },
  // A record opens in KitLink (`/orders/:id` is KitLink's), where its life cycle is driven.
  paths: { list: '/order-list', create: '/orders' },
  fields: [
    { source: 'order_number', type: 'text', required: true, maxLength: 32 },
    // The order life cycle, in its order; KitLink drives it by the same table.
    status('status', ORDER_STATES, { required: true, lifecycle: true }),
    // A participant's page lists their orders (and kits) by this.
    reference('user_id', 'users', 'fullname', { filterable: true }),
    reference('study_id', 'studies', 'title', { filterable: true }),
    reference('lab_id', 'laboratories', 'name', { filterable: true }),
    { source: 'provider', type: 'text', maxLength: 120, filterable: true },
    address('shipping_address', { sensitive: true }),
    status('currency', CURRENCIES),
    money('total', 'currency'),
    { source: 'ordered_at', type: 'datetime' },
    ...timestamps(),
  ],
  list: {
    sort: { field: 'ordered_at', order: 'DESC' },
    searchFields: ['order_number'],
    columns: ['order_number', 'status', 'study_id', 'provider', 'total', 'ordered_at'],
  },
  access: { permissions: { read: [PERM.orders] } },
  seed: { count: 500 },
});
