import { entities } from '@schemas/index';
import type { RecordOf } from '@/engine';
import type studies from '@schemas/studies';

describe('the schema registry', () => {
  it('loads every schema file with defaults filled', () => {
    const users = entities.find((e) => e.name === 'users');
    expect(users?.seed.count).toBe(10_000);
    expect(users?.access).toMatchObject({
      create: 'admin',
      read: 'public',
      update: 'admin',
      delete: 'admin',
    });
    expect(entities.find((e) => e.name === 'partners')?.menu).toBe('data');
  });

  it('infers the record type from a schema', () => {
    const study: RecordOf<typeof studies> = { id: 1, title: 'Sleep', key: 'sleep', end: null };
    // @ts-expect-error title is required and a string
    const wrong: RecordOf<typeof studies> = { id: 1, title: 3, key: 'x' };
    expect([study.title, wrong.id]).toEqual(['Sleep', 1]);
  });
});
