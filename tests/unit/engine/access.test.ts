import { canDo, defineEntity } from '@/engine';

const schema = defineEntity({
  recordTitle: 'name',
  icon: 'tune',
  fields: [{ source: 'name', type: 'text' }],
  access: { delete: 'none', permissions: { read: ['perm.a', 'perm.b'], write: ['perm.w'] } },
}).inFile('schemas/t.ts');
const holding =
  (...held: string[]) =>
  (required: readonly string[]) =>
    required.some((r) => held.includes(r));

describe('access in the spec terms (create admin, read public, update admin, delete admin)', () => {
  it('reading needs any of the read permissions', () => {
    expect(canDo(schema, 'list', holding('perm.b'))).toBe(true);
    expect(canDo(schema, 'show', holding('perm.w'))).toBe(false);
  });

  it('writing needs a write permission on top of reading', () => {
    expect(canDo(schema, 'edit', holding('perm.a', 'perm.w'))).toBe(true);
    expect(canDo(schema, 'create', holding('perm.a'))).toBe(false);
  });

  it('an action the access constants close is closed for everyone', () => {
    expect(canDo(schema, 'delete', () => true)).toBe(false);
  });
});
