import { lookup, PERM } from './_fields';

/** Administrative statuses a site sets on a patient: a machine name and a label. */
export default lookup({ icon: 'flag', access: { permissions: { read: [PERM.sites] } } });
