import { MENU } from '@/app/assembly';
import { visibleEntries } from '@/shell/menu';
import { hasPermission } from '@/auth';
import { PERM } from '@/auth/permission-names';

const menuFor = (held: string[]) =>
  visibleEntries(
    MENU,
    (required) => hasPermission(held, required),
    () => true,
  ).map((e) => e.target);

describe('spec §6: KitLink for orders or kits, Orders for orders, Kits for kits', () => {
  it('gives an orders-only account KitLink and Orders', () => {
    expect(menuFor([PERM.orders])).toEqual(['/kitlink/', '/order-list']);
  });

  it('gives a kits-only account KitLink and Kits', () => {
    expect(menuFor([PERM.kits])).toEqual(['/kitlink/', '/kit-list']);
  });
});
