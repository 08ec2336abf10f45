import { lookup, PERM } from './_fields';

// assumed: the spec names call types without fields; same shape as call statuses.
export default lookup({ icon: 'phone', access: { permissions: { read: [PERM.users] } } });
