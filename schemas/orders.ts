import { defineEntity } from '@/engine';
import { address, CURRENCIES, money, PERM, status, timestamps } from './_fields';

// assumed: the spec describes orders ("test orders from users and providers") without fields.
export default defineEntity({
  file: 'schemas/orders.ts',
  name: 'orders',
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
  paths: { list: '/order-list', create: '/orders', edit: '/orders/:id' },
  fields: [
    { source: 'order_number', type: 'text', required: true, maxLength: 32 },
    status('status', ['requested', 'approved', 'placed', 'shipped', 'delivered', 'cancelled'], {
      required: true,
    }),
    { source: 'user_id', type: 'reference', reference: { entity: 'users', searchField: 'fullname' } },
    { source: 'study_id', type: 'reference', reference: { entity: 'studies', searchField: 'title' } },
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
