import type { Row } from '../lib/respond';
import type { RowCtx } from '../db/fields';
import * as v from '../db/values';

const NETWORKS = ['NHS', 'Private', 'Academic', 'Charity'] as const;

export function partner(c: RowCtx): Row {
  const name = c.rng.pick(c.pools.companies);
  return {
    name,
    key: `${name
      .toLowerCase()
      .replace(/[^a-z]+/g, '-')
      .replace(/^-|-$/g, '')}-${c.id}`,
    currency: c.rng.pick(v.CURRENCIES),
    network: c.rng.pick(NETWORKS),
  };
}
