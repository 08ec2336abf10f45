import { allCalls } from '@/app/contract';
import { entities } from '@/app/registry';
import { fillPath, mayCall, pathParams } from '@/contract';
import { rows } from '@/mocks/db';
import { DEMO_ACCOUNTS } from '@/mocks/db/demo';
import { tokenFor } from '@/mocks/node';

// An account that may see external studies only is answered every study read for an external
// study and refused it for an internal one, in every area's calls: the scope is the server's, not
// only the list filter's.

const EXTERNAL = DEMO_ACCOUNTS.find((a) => a.email === 'external@research.test')!;
const lookup = (name: string) => entities.find((e) => e.name === name);
const holds = (names: readonly string[]) => names.some((n) => EXTERNAL.permissions.includes(n));

describe('the external-studies scope holds on every study read', () => {
  it('answers for an external study and refuses an internal one', async () => {
    const external = rows('studies').find((s) => s.is_external === true)!;
    const internal = rows('studies').find((s) => s.is_external !== true)!;
    const reads = (await allCalls()).filter(
      (c) =>
        c.method === 'GET' &&
        /^\/(admin\/)?studies\/\{id\}/.test(c.path) &&
        pathParams(c.path).length === 1 &&
        mayCall(c, holds, lookup),
    );
    expect(reads.length).toBeGreaterThan(5);
    const headers = { Authorization: `Bearer ${tokenFor(EXTERNAL.email)}` };
    const status = async (path: string, id: unknown) =>
      (await fetch(`${location.origin}/api${fillPath(path, { id: String(id) })}`, { headers })).status;
    const wrong: string[] = [];
    for (const c of reads) {
      const mine = await status(c.path, external.id);
      const theirs = await status(c.path, internal.id);
      if (mine === 403 || theirs !== 403) wrong.push(`${c.id}: external ${mine}, internal ${theirs}`);
    }
    expect(wrong).toEqual([]);
  });
});
