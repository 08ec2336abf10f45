import type { ResourceModule } from '@/app/module';
import { PERM } from '@/auth/permission-names';

/** Sites: the generated list and form, and a site's referrals tab. */
const sites: ResourceModule = {
  id: 'sites',
  menu: [
    {
      id: 'sites',
      target: '/sites/',
      permissions: [PERM.sites],
      icon: 'place',
      highlight: ['/sites/[[site_id]]'],
      order: 60,
    },
  ],
  routes: [{ path: '/sites/:site_id/referrals', pending: 'site_referrals' }],
};

export default sites;
