import type { Identifier } from 'react-admin';
import { PERM } from '@/auth/permission-names';

/** One count on the home page: what needs doing in an area the user holds, and where to do it. */
export interface AttentionItem {
  id: 'documents' | 'kit_requests' | 'locked_flows' | 'locked_studies';
  /** Any one of these lets the user read the entity counted; without them nothing is fetched. */
  permissions: readonly string[];
  entity: string;
  filter: (me: Identifier) => Record<string, unknown>;
  href: (me: Identifier) => string;
}

const listWith = (path: string, filter: Record<string, unknown>) =>
  `${path}?${new URLSearchParams({ filter: JSON.stringify(filter) }).toString()}`;

export const ATTENTION: readonly AttentionItem[] = [
  {
    id: 'documents',
    permissions: [PERM.users],
    entity: 'documents',
    filter: () => ({ status: 'pending_review' }),
    href: () => listWith('/documents', { status: 'pending_review' }),
  },
  {
    id: 'kit_requests',
    permissions: [PERM.orders],
    entity: 'orders',
    filter: () => ({ status: 'requested' }),
    // KitLink's approval queue is where requests are approved or rejected.
    href: () => '/kitlink',
  },
  {
    id: 'locked_flows',
    permissions: [PERM.flows],
    entity: 'flows',
    filter: (me) => ({ locked_by_id: me }),
    href: (me) => listWith('/flows', { locked_by_id: me }),
  },
  {
    id: 'locked_studies',
    permissions: [PERM.studies, PERM.externalStudies],
    entity: 'studies',
    filter: (me) => ({ locked_by: me }),
    href: (me) => listWith('/studies', { locked_by: me }),
  },
];
