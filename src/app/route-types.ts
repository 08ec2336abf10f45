import type { ComponentType } from 'react';
import type { GuardName } from '@/auth';

export type LayoutName = 'admin' | 'auth' | 'email-editor';

/** A screen mounted by the shell; `resources/<area>/index.ts` exports a list of these. */
export interface ScreenRoute {
  path: string;
  layout: LayoutName;
  meta: readonly GuardName[];
  /** Usually `lazyScreen(() => import('./page'))`, so each screen is its own chunk. */
  component: ComponentType;
}

export interface ResourceModule {
  routes: readonly ScreenRoute[];
}

/** A view the engine renders for a schema entity. */
export type EntityView = 'list' | 'create' | 'edit';

/**
 * A route of SPEC §2. Until a resource module or an entity claims its path it renders the
 * "pending" page: `app.routes.<id>.title` and `.purpose` say what it will be.
 */
export interface SpecRoute {
  id: string;
  path: string;
  layout: LayoutName;
  meta: readonly GuardName[];
  /** Rendered by the engine for this entity once `schemas/` defines it. */
  entity?: { name: string; view: EntityView };
}
