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
  paths: { list: '/order-list', create: '/orders', edit: '/orders/:id' },
  fields: [
    { source: 'order_number', type: 'text', required: true, maxLength: 32 },
    status('status', ['requested', 'approved', 'placed', 'shipped', 'delivered', 'cancelled'], {
      required: true,
    }),
    reference('user_id', 'users', 'fullname'),
    reference('study_id', 'studies', 'title'),
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
