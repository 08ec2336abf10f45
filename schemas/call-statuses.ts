import { lookup, PERM } from './_fields';

// The spec gives call statuses a name and a label (GET /admin/calls/statuses).
export default lookup({ icon: 'phone', access: { permissions: { read: [PERM.users] } } });
