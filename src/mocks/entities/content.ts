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
