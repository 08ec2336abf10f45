import type { ResourceModule } from '@/app/module';
import { PERM } from '@/auth/permission-names';

/** Flows: the generated list, and the flow, block and mapper screens under a study's path. */
const flows: ResourceModule = {
  id: 'flows',
  menu: [
    {
      id: 'flows',
      target: '/flows/',
      permissions: [PERM.flows],
      icon: 'account-tree',
      highlight: ['/flows/[[flow_id]]'],
      order: 40,
    },
  ],
  // Spec §2 puts the flow editor under /studies/: those addresses belong to the Studies area.
  routes: [
    { path: '/studies/flow/:flow_id', pending: 'study_flow', area: 'studies' },
    { path: '/studies/flow/:flow_id/block/:block_id', pending: 'study_flow_block', area: 'studies' },
    { path: '/studies/flow/:flow_id/mapper', pending: 'study_flow_mapper', area: 'studies' },
  ],
  mocks: import.meta.env.VITE_MOCK === 'true' ? () => import('./mocks') : undefined,
};

export default flows;
