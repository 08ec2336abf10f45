import { http } from 'msw';
import { find, schemaOf } from '@/mocks/db';
import { GENES } from '@/mocks/db/catalogues';
import { outsideScope, refusedOn } from '@/mocks/lib/access';
import { hash } from '@/mocks/lib/rng';
import { notFound, ok } from '@/mocks/lib/respond';

const STUDIES = 'studies';

/** A study's genes (spec §7, `genes` in ../contract.ts), picked from the gene catalogue by the study's id. */
export const geneHandlers = [
  http.get('/api/admin/studies/:id/genes', ({ request, params }) => {
    const denied = refusedOn(STUDIES, request, 'show');
    if (denied) return denied;
    const study = find(STUDIES, String(params.id));
    if (!study) return notFound('Study');
    const outside = outsideScope(schemaOf(STUDIES), request, study);
    if (outside) return outside;
    const seed = hash(`genes-${String(params.id)}`);
    const picked = GENES.filter((_, i) => (seed >> i) & 1).slice(0, 6);
    return ok(picked.map((name) => ({ id: GENES.indexOf(name) + 1, name, study_id: study.id })));
  }),
];
