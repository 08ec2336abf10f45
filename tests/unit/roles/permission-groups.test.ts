import { MENU } from '@/app/assembly';
import {
  entriesUnlockedBy,
  groupPermissions,
  prefixOf,
  type Permission,
} from '@resources/roles/permission-groups';

const perm = (id: number, name: string, description = ''): Permission => ({
  id: String(id),
  name,
  description,
});

const ALL = [
  perm(1, 'perm.users.update', 'Change participant details.'),
  perm(2, 'perm.admin_client.feature.users', 'Participant records.'),
  perm(3, 'perm.superuser', 'Everything.'),
  perm(4, 'perm.flows_blocks.read_all', 'Read every flow.'),
  perm(5, 'perm.admin_client.feature.kits', 'Kits and assays.'),
  perm(6, 'perm.users.create_admin', 'Staff accounts and cohorts.'),
];

describe('spec §2 roles: permissions grouped by the prefix of their names', () => {
  it('takes the name up to its last dot as the prefix', () => {
    expect(prefixOf('perm.admin_client.feature.users')).toBe('perm.admin_client.feature');
    expect(prefixOf('perm.users.create_admin')).toBe('perm.users');
    expect(prefixOf('perm.superuser')).toBe('perm');
  });

  it('groups in prefix order, members in name order', () => {
    const groups = groupPermissions(ALL);
    expect(groups.map((g) => g.prefix)).toEqual([
      'perm',
      'perm.admin_client.feature',
      'perm.flows_blocks',
      'perm.users',
    ]);
    expect(groups[1]?.permissions.map((p) => p.name)).toEqual([
      'perm.admin_client.feature.kits',
      'perm.admin_client.feature.users',
    ]);
    expect(groups[3]?.permissions.map((p) => p.id)).toEqual(['6', '1']);
  });

  it('searches names and descriptions, every word, and drops groups left empty', () => {
    expect(groupPermissions(ALL, 'PARTICIPANT').flatMap((g) => g.permissions.map((p) => p.id))).toEqual([
      '2',
      '1',
    ]);
    expect(groupPermissions(ALL, 'users staff').map((g) => g.prefix)).toEqual(['perm.users']);
    expect(groupPermissions(ALL, 'no such thing')).toEqual([]);
  });
});

describe('spec §6 menu: what one permission opens', () => {
  const ids = (name: string) => entriesUnlockedBy(name, MENU).map((e) => e.id);

  it('names the menu entries a permission alone passes', () => {
    expect(ids('perm.admin_client.feature.kits')).toEqual(['kitlink', 'kits']);
    expect(ids('perm.admin_client.feature.external_studies')).toEqual(['studies']);
    expect(ids('perm.users.create_admin')).toEqual(['cohorts']);
  });

  it('gives perm.superuser every entry, perm.audit.read the Audit screen, a finer permission none', () => {
    expect(ids('perm.superuser')).toHaveLength(MENU.length);
    expect(ids('perm.audit.read')).toEqual(['audit']);
    expect(ids('perm.reports.export')).toEqual([]);
  });
});
