import { entities } from '@/app/registry';
import { recordTabTitle, titleMayNameRecord } from '@/engine';

/** Entities with participant data or sensitive fields: their records' titles stay out of the tab. */
const NAMED_BY_ID = [
  'admin-status-logs',
  'call-logs',
  'documents',
  'enrollments',
  'events',
  'orders',
  'patients',
  'responses',
  'templates',
  'users',
  'visits',
];

const schema = (name: string) => {
  const found = entities.find((e) => e.name === name);
  if (!found) throw new Error(`no entity ${name}`);
  return found;
};

describe('a record page names participant data by entity and id in the browser tab', () => {
  it('applies to exactly the entities with participant data or sensitive fields', () => {
    expect(entities.filter((e) => !titleMayNameRecord(e)).map((e) => e.name)).toEqual(NAMED_BY_ID);
  });

  it('gives "User 42" for a user, whatever the screen title says', () => {
    expect(recordTabTitle(schema('users'), 'User Amber Anderson', 'User', 42)).toBe('User 42');
  });

  it('keeps the screen title for other records, and before a record has loaded', () => {
    expect(recordTabTitle(schema('studies'), 'Study Sleep and the heart', 'Study', 7)).toBe(
      'Study Sleep and the heart',
    );
    expect(recordTabTitle(schema('users'), 'User', 'User', undefined)).toBe('User');
  });
});
