import type { z } from '@/lib/zod';
import { coreCalls } from '@/contract/core';
import { present, rows, schemaOf } from '../db';
import { GENES } from '../db/catalogues';
import { refusedOn } from '../lib/access';
import { createRng, hash } from '../lib/rng';
import { answer, asId, declared } from '../lib/declared';
import { missingParams } from '../lib/respond';

const CONSEQUENCES = ['missense', 'nonsense', 'frameshift', 'splice site', 'synonymous'] as const;
const SIGNIFICANCE = [
  'pathogenic',
  'likely pathogenic',
  'uncertain significance',
  'likely benign',
  'benign',
] as const;

const VARIANTS = 'gene-variants';

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

/**
 * Gene variants (spec §5: the gene name is required). A shell call, not an area's: the data
 * provider reads it for a gene's variants in the generic screens, and the studies area for its genes.
 */
export const geneVariantHandlers = [
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
];
