import { PERM } from '@/auth/permission-names';

export { PERM };

/** Study data is open to staff who see internal or external studies. */
export const STUDY_AREA = [PERM.studies, PERM.externalStudies];
/** Kit logistics: the spec's KitLink entry needs orders or kits. */
export const KITLINK_AREA = [PERM.orders, PERM.kits];
/**
 * Catalogues every study draws on (conditions, surveys, genes, partners): read across the study
 * area, changed only by staff who see internal studies, since a change reaches those too.
 */
export const SHARED_STUDY_DATA = { read: STUDY_AREA, write: [PERM.studies] };
