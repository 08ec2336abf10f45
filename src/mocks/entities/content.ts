import type { Row } from '../lib/respond';
import { CHROMOSOMES, CONDITIONS, GENES } from '../db/catalogues';
import type { RowCtx } from '../db/fields';
import { nth } from '../db/seed-helpers';
import * as v from '../db/values';

/** The block types' titles, in the seed's order. */
const BLOCK_TYPES = [
  'Boolean choice',
  'Profile specific condition',
  'Profile date of birth',
  'Profile sex',
  'Profile role',
  'Multi choice',
  'Single choice',
  'Informed consent',
  'Uploader',
  'Kit ordering',
] as const;

const FLOW_VERSION_OFFSET = 1000;
const BLOCK_VERSION_OFFSET = 10000;

export function flow(c: RowCtx): Row {
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
export function block(c: RowCtx): Row {
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

export function condition(c: RowCtx): Row {
  const name = nth(CONDITIONS, c.id);
  return {
    name,
    short_name: name.split(/[ :]/)[0],
    key: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
    prevalence: Math.round(c.rng.next() * 200) / 10,
    therapeutic_area: c.rng.pick(v.TAGS),
  };
}

export const gene = (c: RowCtx): Row => {
  const name = nth(GENES, c.id);
  return { name, full_name: `${name} gene`, chromosome: CHROMOSOMES[name] ?? String(c.rng.int(1, 22)) };
};
export const geneVariant = (c: RowCtx): Row => ({
  gene_name: c.rng.pick(GENES),
  rsid: `rs${c.rng.int(1000, 99999999)}`,
  hgvs: `c.${c.rng.int(10, 5000)}${c.rng.pick(['A>G', 'C>T', 'G>A', 'delAG', 'dupT'])}`,
});

/** A recruitment funnel: each stage at most the one before it. */
export function partnerStudy(c: RowCtx): Row {
  const started = c.rng.int(50, 5000);
  const completed = Math.floor(started * (0.4 + c.rng.next() * 0.5));
  const eligible = Math.floor(completed * (0.3 + c.rng.next() * 0.6));
  const enrolled = Math.floor(eligible * (0.5 + c.rng.next() * 0.5));
  return { started, completed, eligible, enrolled, paid: Math.floor(enrolled * c.rng.next()) };
}

/** A block type's `type_id` is its title in snake case ("Boolean choice" is `boolean_choice`). */
export const blockType = (c: RowCtx): Row => {
  const base = BLOCK_TYPES[(c.id - 1) % BLOCK_TYPES.length] ?? '';
  return {
    title: nth(BLOCK_TYPES, c.id),
    type_id: base.toLowerCase().replace(/\W+/g, '_'),
    component_name: `${nth(BLOCK_TYPES, c.id).replace(/\W/g, '')}Block`,
  };
};

export function locale(c: RowCtx): Row {
  const item = v.LOCALES[(c.id - 1) % v.LOCALES.length];
  return item ? { code: item.id, name: item.name } : {};
}
