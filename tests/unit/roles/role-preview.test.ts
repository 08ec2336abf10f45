import { MENU } from '@/app/assembly';
import { targetFor, visibleEntries } from '@/shell/menu';
import { hasPermission } from '@/auth';
import { diffGrants, grantsFrom } from '@resources/roles/role-draft';
import { previewMenu } from '@resources/roles/role-preview';

const allFlags = () => true;
const ids = (held: string[], flagOn = allFlags) => previewMenu(MENU, held, flagOn).map((e) => e.id);

describe('spec §6: a role preview is the menu a holder of exactly that role gets', () => {
  it('matches the menu rules for every single permission of §6', () => {
    for (const name of new Set(MENU.flatMap((e) => e.permissions))) {
      const can = (required: readonly string[]) => hasPermission([name], required);
      expect(previewMenu(MENU, [name], allFlags), name).toEqual(
        visibleEntries(MENU, can, allFlags).map((e) => ({
          id: e.id,
          label: e.label,
          href: targetFor(e, can),
        })),
      );
    }
  });

  it('shows nothing for no permission, everything for perm.superuser', () => {
    expect(ids([])).toEqual([]);
    expect(ids(['perm.superuser'])).toEqual(MENU.map((e) => e.id));
  });

  it('opens Studies on the external list for external studies only', () => {
    const external = previewMenu(MENU, ['perm.admin_client.feature.external_studies'], allFlags);
    expect(external.map((e) => [e.id, e.href])).toEqual([['studies', '/studies?type=external']]);
    const both = previewMenu(
      MENU,
      ['perm.admin_client.feature.studies', 'perm.admin_client.feature.external_studies'],
      allFlags,
    );
    expect(both.find((e) => e.id === 'studies')?.href).toBe('/studies/');
  });

  it('leaves out an entry whose feature flag is off, as the menu does', () => {
    const flagged = MENU.filter((e) => e.flag !== undefined);
    for (const e of flagged) expect(ids(['perm.superuser'], () => false)).not.toContain(e.id);
    expect(ids(['perm.superuser'], () => false)).toHaveLength(MENU.length - flagged.length);
  });
});

describe('one save: what ticking and unticking changes', () => {
  const granted = grantsFrom([
    { id: 101, permission_id: 4 },
    { id: 102, permission_id: 7 },
  ]);

  it('adds the newly ticked and removes the rows of the unticked', () => {
    expect(diffGrants(granted, new Set(['4', '9']))).toEqual({
      added: ['9'],
      removed: [102],
      removedPermissions: ['7'],
    });
  });

  it('changes nothing when the boxes match what is stored', () => {
    expect(diffGrants(granted, new Set(['7', '4']))).toEqual({
      added: [],
      removed: [],
      removedPermissions: [],
    });
  });
});
