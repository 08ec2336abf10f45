import type { SeedTables } from '@/mocks/db';
import { CONDITIONS } from '@/mocks/db/catalogues';
import type { RowCtx } from '@/mocks/db/fields';
import * as v from '@/mocks/db/values';
import type { Row } from '@/mocks/lib/respond';

const FLOW_VERSION_OFFSET = 1000;
const BLOCK_VERSION_OFFSET = 10000;

function flow(c: RowCtx): Row {
  const flows = Math.max(1, c.countOf('flows'));
  const blocks: number[] = [];
  for (let id = c.id; id <= c.countOf('blocks'); id += flows) blocks.push(id);
  return {
    blocks,
    title: `${c.rng.pick(CONDITIONS)} ${c.rng.pick(['screening', 'eligibility', 'follow-up', 'consent'])}`,
    flow_version_id: c.id + FLOW_VERSION_OFFSET,
    locked_by_id: null,
    locale_id: 'en-gb',
    version: c.rng.int(1, 3),
  };
}

/**
 * Blocks are spread over flows round-robin, so block n + flows is the next block of the same flow:
 * some blocks jump to it, which is what the delete-with-references rule needs.
 */
function block(c: RowCtx): Row {
  const flows = Math.max(1, c.countOf('flows'));
  const flowId = ((c.id - 1) % flows) + 1;
  const next = c.id + flows;
  return {
    block_version_id: c.id + BLOCK_VERSION_OFFSET,
    flow_id: flowId,
    flow_version_id: flowId + FLOW_VERSION_OFFSET,
    heading: `${v.title(c.rng, c.pools)}?`,
    jump_to: next <= c.countOf('blocks') && c.rng.chance(0.25) ? { block_id: next } : null,
    data: { options: c.rng.some(c.pools.words, 2, 4) },
  };
}

/** The flows area's entities in the seed: flows, and their blocks spread over them. */
export const seedTables: SeedTables = { overrides: { flows: flow, blocks: block } };
