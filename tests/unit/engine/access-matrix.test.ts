import { entities } from '@/app/registry';
import { hasPermission } from '@/auth/permission-rule';
import { canDo, canSeeReference, recordScope, type EntityAction, type PermissionCheck } from '@/engine';
import { DEMO_ACCOUNTS } from '@/mocks/db/demo';
import {
  ACCOUNT_EMAILS,
  ACCOUNTS,
  EXPECTED_ACCESS,
  EXTERNAL_SCOPE,
  mayRead,
  mayWrite,
  type Account,
} from '../../fixtures/access';

function checkFor(account: Account): PermissionCheck {
  const demo = DEMO_ACCOUNTS.find((a) => a.email === ACCOUNT_EMAILS[account]);
  if (!demo) throw new Error(`no demo account ${account}`);
  return (required) => hasPermission(demo.permissions, required);
}

const cells = entities.flatMap((schema) => ACCOUNTS.map((account) => [schema.name, account] as const));
const schemaOf = (name: string) => {
  const schema = entities.find((e) => e.name === name);
  if (!schema) throw new Error(`no entity ${name}`);
  return schema;
};

describe('who sees what (spec §6): every entity × every demo account', () => {
  it('the expected table names exactly the entities of the registry', () => {
    expect(Object.keys(EXPECTED_ACCESS).sort()).toEqual(entities.map((e) => e.name).sort());
  });

  it.each(cells)('%s as %s: reading and writing as the table says', (name, account) => {
    const schema = schemaOf(name);
    const can = (action: EntityAction) => canDo(schema, action, checkFor(account));
    const reads = mayRead(name, account);
    expect({ list: can('list'), show: can('show'), export: can('export') }).toEqual({
      list: reads,
      show: reads,
      export: reads,
    });
    const writes = mayWrite(name, account);
    expect({ create: can('create'), edit: can('edit'), delete: can('delete') }).toEqual({
      create: writes && schema.access.create !== 'none',
      edit: writes && schema.access.update !== 'none',
      delete: writes && schema.access.delete !== 'none',
    });
  });

  it.each(ACCOUNTS)('the Data group of %s holds exactly the data entities it may read', (account) => {
    const shown = entities.filter((e) => e.menu === 'data' && canDo(e, 'list', checkFor(account)));
    const expected = entities.filter((e) => e.menu === 'data' && mayRead(e.name, account));
    expect(shown.map((e) => e.name)).toEqual(expected.map((e) => e.name));
  });

  it('keeps participant data from accounts without the users permission', () => {
    for (const name of [
      'users',
      'patients',
      'call-logs',
      'enrollments',
      'documents',
      'visits',
      'responses',
    ]) {
      expect(mayRead(name, 'external')).toBe(false);
      expect(mayRead(name, 'device')).toBe(false);
      expect(canDo(schemaOf(name), 'list', checkFor('external'))).toBe(false);
    }
  });

  it.each(cells)(
    '%s as %s: a reference names its target only where the target is readable',
    (name, account) => {
      for (const field of schemaOf(name).fields) {
        if (!field.reference) continue;
        expect([field.source, canSeeReference(field, checkFor(account))]).toEqual([
          field.source,
          mayRead(field.reference.entity, account),
        ]);
      }
    },
  );

  // Only where the account may read at all: elsewhere the entity is refused, scope or none.
  const readable = cells.filter(([name, account]) => mayRead(name, account));
  it.each(readable)('%s as %s: the external-studies scope follows references', (name, account) => {
    const scope = recordScope(schemaOf(name), checkFor(account));
    const expected = account === 'external' ? EXTERNAL_SCOPE[name] : undefined;
    expect(scope.own).toEqual(expected?.own);
    expect(scope.references.map((r) => r.source)).toEqual(expected?.via ? [expected.via] : []);
  });
});
