import { provideHistorySeeder } from '../controls';
import { DEMO_ACCOUNTS } from '../db/demo';
import { append } from './log';

// A long history for one record (`__mock.seedHistory`), so a screen can be timed against a
// record changed thousands of times: each entry a field change by one of the demo accounts,
// chained like any other.

async function seedHistory(entity: string, id: string, count: number): Promise<number> {
  const people = DEMO_ACCOUNTS;
  let last: Promise<unknown> = Promise.resolve();
  for (let i = 0; i < count; i += 1) {
    const who = people[i % people.length];
    if (!who) break;
    last = append({
      actor_id: who.id,
      actor_name: who.fullname,
      on_behalf_of_id: null,
      on_behalf_of_name: null,
      call: `PUT /${entity}/{id}`,
      kind: 'update',
      entity,
      record_id: id,
      changes: [{ entity, record_id: id, field: 'name', before: `Name ${i}`, after: `Name ${i + 1}` }],
      reason: i % 3 === 0 ? 'Correcting an error' : null,
      signature: null,
      version: null,
    });
  }
  await last;
  return count;
}

provideHistorySeeder(seedHistory);
