import { lookup, PERM } from './_fields';

/** Patient statuses along a study journey: a machine name and a label. */
export default lookup({ icon: 'flag', access: { permissions: { read: [PERM.sites] } } });
