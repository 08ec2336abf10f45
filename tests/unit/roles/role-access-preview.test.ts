import { entities } from '@/app/registry';
import { PERM } from '@/auth/permission-names';
import { canDo } from '@/engine';
import { hasPermission } from '@/auth';
import { previewAccess } from '@resources/roles/role-access-preview';

const byName = (held: string[]) => new Map(previewAccess(entities, held).map((a) => [a.name, a]));

describe('a role preview names the screens and actions a holder would have', () => {
  it('gives a role without permissions only what any account may read, and nothing to change', () => {
    const none = previewAccess(entities, []);
    expect(none.map((a) => a.name)).toEqual(
      entities.filter((e) => canDo(e, 'list', () => false)).map((e) => e.name),
    );
    expect(none.length).toBeLessThan(entities.length);
  });

  it('agrees with the engine rule for every entity, for each single permission', () => {
    for (const perm of Object.values(PERM)) {
      const can = (required: readonly string[]) => hasPermission([perm], required);
      const shown = byName([perm]);
      for (const e of entities) {
        const got = shown.get(e.name);
        expect(got !== undefined, `${perm} lists ${e.name}`).toBe(canDo(e, 'list', can));
        if (!got) continue;
        for (const action of ['create', 'edit', 'delete'] as const)
          expect(got.actions.includes(action), `${perm} ${action} ${e.name}`).toBe(canDo(e, action, can));
      }
    }
  });

  it('names publishing for studies and flows and sending for templates, only with edit', () => {
    expect(byName([PERM.templates]).get('templates')?.actions).toContain('send');
    expect(byName([PERM.flows]).get('flows')?.actions).toContain('publish');
    const all = byName([PERM.superuser]);
    expect(all.get('studies')?.actions).toContain('publish');
    expect([...all.values()].filter((a) => a.actions.includes('send')).map((a) => a.name)).toEqual([
      'templates',
    ]);
    expect(all.size).toBe(entities.length);
    // The Data group's screens are those the menu lists under Data.
    expect([...all.values()].filter((a) => a.data).map((a) => a.name)).toEqual(
      entities.filter((e) => e.menu === 'data').map((e) => e.name),
    );
  });
});
