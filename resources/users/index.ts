import type { ResourceModule } from '@/app/module';
import { PERM } from '@/auth/permission-names';
import { getUsersList } from './api';

/** Participants and staff: the users list (through the filter call), and the user's call and document pages. */
const users: ResourceModule = {
  id: 'users',
  menu: [{ id: 'users', target: '/users/', permissions: [PERM.users], icon: 'people', order: 10 }],
  routes: [
    { path: '/users/:user_id/call/:call_id', pending: 'user_call' },
    { path: '/users/:user_id/document/:document_id', pending: 'user_document' },
  ],
  reads: { users: { getList: getUsersList } },
};

export default users;
