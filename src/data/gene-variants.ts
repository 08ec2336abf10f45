import type { GetManyReferenceParams } from 'react-admin';
import { request } from '@/http';
import { coreCalls } from '@/contract/core';
import type { ServerRecord } from './types';

/** The entity whose records `GET /admin/genes/variants?gene_name=` returns, and the field it matches. */
export const GENE_VARIANTS = { endpoint: 'gene-variants', target: 'gene_name' } as const;

/** Spec §5: the call needs a gene name; without one it fails on the client, with no request. */
export async function getGeneVariants(geneName: string | null | undefined): Promise<ServerRecord[]> {
  const name = geneName?.trim();
  if (!name) throw new Error('Missing query params');
  const res = await request<unknown>('/admin/genes/variants', { params: { gene_name: name } });
  return coreCalls.geneVariants.response.parse(res.data);
}

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'en-GB', { numeric: true, sensitivity: 'base' });
}

/**
 * The variants call answers with every variant of the gene, unpaged: the page react-admin asks
 * for is sorted and cut here, and the total is the number of variants.
 */
export function pageOf(
  rows: readonly ServerRecord[],
  { pagination, sort }: Pick<GetManyReferenceParams, 'pagination' | 'sort'>,
): { rows: ServerRecord[]; total: number } {
  const sorted = [...rows];
  if (sort?.field) {
    const sign = sort.order === 'DESC' ? -1 : 1;
    sorted.sort((a, b) => sign * compare(a[sort.field], b[sort.field]));
  }
  const start = (pagination.page - 1) * pagination.perPage;
  return { rows: sorted.slice(start, start + pagination.perPage), total: rows.length };
}
