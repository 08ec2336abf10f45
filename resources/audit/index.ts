import type { ResourceModule } from '@/shell/module';
import { AUDIT_PERMISSION } from '@/contract';
import { lazyScreen } from '@/ui/lazy-screen';

/**
 * The global Audit screen: every change the server recorded, searched and exported, and whether
 * the trail still verifies. Its calls (`auditCalls`) are the shell's own contract, declared once
 * in src/contract/audit.ts because record pages read the same trail, so this area adds none.
 */
const audit: ResourceModule = {
  id: 'audit',
  menu: [
    {
      id: 'audit',
      target: '/audit',
      permissions: [AUDIT_PERMISSION],
      icon: 'fact-check',
      order: 140,
    },
  ],
  routes: [{ path: '/audit', component: lazyScreen(() => import('./audit-page')) }],
};

export default audit;
