import { entityNamed } from '@schemas/index';
import { reference, references } from '@schemas/_fields';

describe('reference fields are written with one factory', () => {
  it('gives the field a schema would otherwise spell out', () => {
    expect(reference('user_id', 'users', 'fullname', { required: true })).toEqual({
      source: 'user_id',
      type: 'reference',
      required: true,
      reference: { entity: 'users', searchField: 'fullname' },
    });
    expect(references('role_list', 'roles', 'name')).toEqual({
      source: 'role_list',
      type: 'array',
      reference: { entity: 'roles', searchField: 'name' },
    });
  });
});

describe('lookup lists come from one factory', () => {
  const LOOKUPS = ['call-statuses', 'call-types', 'patient-statuses', 'patient-admin-statuses'];

  it('differ only in their name, icon and who may read them', () => {
    const shapes = LOOKUPS.map((name) => {
      const { name: _name, endpoint, file, icon, access, ...rest } = entityNamed(name);
      expect([endpoint, file]).toEqual([name, `schemas/${name}.ts`]);
      expect(icon).toMatch(/^(phone|flag)$/);
      expect(access.permissions.read).toHaveLength(1);
      return rest;
    });
    for (const shape of shapes) expect(shape).toEqual(shapes[0]);
    expect(shapes[0]?.fields.map((f) => f.source)).toEqual(['name', 'label']);
    expect(shapes[0]?.list.searchFields).toEqual(['name', 'label']);
  });
});
