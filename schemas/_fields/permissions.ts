import { PERM } from '@/auth/permission-names';

export { PERM };

/** Study data is open to staff who see internal or external studies. */
export const STUDY_AREA = [PERM.studies, PERM.externalStudies];
/** Kit logistics: the spec's KitLink entry needs orders or kits. */
export const KITLINK_AREA = [PERM.orders, PERM.kits];
