import { http } from 'msw';
import type { z } from '@/lib/zod';
import { coreCalls } from '@/contract/core';
import { find, present, rows, schemaOf } from '../db';
import { CALL_STATUSES, GENES } from '../db/catalogues';
import { refusedOn } from '../lib/access';
import { updateRecord } from '../lib/entity-ops';
import { createRng, hash } from '../lib/rng';
import { answer, asId, declared } from '../lib/declared';
import { missingParams, notFound, ok, readData } from '../lib/respond';

const CONSEQUENCES = ['missense', 'nonsense', 'frameshift', 'splice site', 'synonymous'] as const;
const SIGNIFICANCE = [
  'pathogenic',
  'likely pathogenic',
  'uncertain significance',
  'likely benign',
  'benign',
] as const;

/** Call logs may be named either way in the registry; the first one that exists is used. */
const CALL_LOGS = ['call-logs', 'calls'];
const CALL_STATUS_ENTITY = 'call-statuses';
const VARIANTS = 'gene-variants';
const callLogs = () => CALL_LOGS.find((n) => schemaOf(n)) ?? 'call-logs';

const { geneVariants } = coreCalls;

function variantsOf(gene: string): z.input<typeof geneVariants.response> {
  const rng = createRng(hash(`variants-${gene}`));
  return Array.from({ length: rng.int(4, 12) }, (_, i) => ({
    id: i + 1,
    gene_name: gene,
    rsid: `rs${rng.int(10000, 99999999)}`,
    hgvs: `c.${rng.int(10, 5000)}${rng.pick(['A>G', 'C>T', 'G>A', 'delAG', 'dupT'])}`,
    consequence: rng.pick(CONSEQUENCES),
    clinical_significance: rng.pick(SIGNIFICANCE),
  }));
}

/** Gene variants (spec §5: the gene name is required) and the call-log calls. */
export const geneAndCallHandlers = [
  declared(geneVariants, ({ request }) => {
    const denied = refusedOn(VARIANTS, request, 'list');
    if (denied) return denied;
    const gene = new URL(request.url).searchParams.get('gene_name')?.trim();
    if (!gene) return missingParams();
    const wanted = gene.toLowerCase();
    if (schemaOf(VARIANTS)) {
      const list = rows(VARIANTS).filter((r) => String(r.gene_name).toLowerCase() === wanted);
      return answer(
        geneVariants,
        list.map((r) => ({ ...present(VARIANTS, r), id: asId(r.id) })),
      );
    }
    const known = GENES.find((g) => g.toLowerCase() === wanted);
    return answer(geneVariants, known ? variantsOf(known) : []);
  }),

  http.put('/api/admin/calls/:id', async ({ request, params }) => {
    const name = callLogs();
    const denied = refusedOn(name, request, 'edit');
    if (denied) return denied;
    const call = find(name, String(params.id));
    return call
      ? updateRecord(name, call, await readData(request), request.headers.get('If-Match'))
      : notFound('Call');
  }),

  http.get('/api/admin/calls/statuses', ({ request }) => {
    const denied = refusedOn(CALL_STATUS_ENTITY, request, 'list');
    if (denied) return denied;
    const table = schemaOf(CALL_STATUS_ENTITY) ? rows(CALL_STATUS_ENTITY) : [];
    const list =
      table.length > 0
        ? table.map((r) => present(CALL_STATUS_ENTITY, r))
        : CALL_STATUSES.map((s, i) => ({ id: i + 1, ...s }));
    return ok(list);
  }),
];
