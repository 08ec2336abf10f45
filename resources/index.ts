import type { ResourceModule } from '@/shell/module';
import audit from './audit';
import auth from './auth';
import emails from './emails';
import flows from './flows';
import home from './home';
import impersonate from './impersonate';
import kitlink from './kitlink';
import labs from './labs';
import roles from './roles';
import sites from './sites';
import studies from './studies';
import users from './users';

/** The custom areas, one module per folder: adding an area is its folder and one line here. */
export const resources: readonly ResourceModule[] = [
  audit,
  auth,
  emails,
  flows,
  home,
  impersonate,
  kitlink,
  labs,
  roles,
  sites,
  studies,
  users,
];
