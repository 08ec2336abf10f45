import { hasPermission } from '@/auth';
import { canDo, type EntitySchema } from '@/engine';

/** The actions a role preview names, in the order the preview lists them. */
export const PREVIEW_ACTIONS = ['create', 'edit', 'delete', 'publish', 'send'] as const;
export type PreviewAction = (typeof PREVIEW_ACTIONS)[number];

// Publishing and sending are writes to these records: a study or flow goes live through its
// editor's publish, an email is sent from its template. Who may edit them may do those too, which
// is the same rule the servers' publish and send calls apply.
const PUBLISHES: ReadonlySet<string> = new Set(['studies', 'flows']);
const SENDS: ReadonlySet<string> = new Set(['templates']);

export interface EntityAccess {
  name: string;
  /** Listed under the menu's Data group. */
  data: boolean;
  actions: PreviewAction[];
}

/**
 * What a holder of exactly `held` may open and do, entity by entity: the engine's own `canDo`
 * with the check a token carrying `held` would pass; entities the role may not read are left out.
 */
export function previewAccess(entities: readonly EntitySchema[], held: readonly string[]): EntityAccess[] {
  const can = (required: readonly string[]) => hasPermission(held, required);
  return entities
    .filter((e) => canDo(e, 'list', can))
    .map((e) => {
      const edit = canDo(e, 'edit', can);
      const actions = PREVIEW_ACTIONS.filter((a) => {
        if (a === 'publish') return edit && PUBLISHES.has(e.name);
        if (a === 'send') return edit && SENDS.has(e.name);
        return canDo(e, a, can);
      });
      return { name: e.name, data: e.menu === 'data', actions };
    });
}
