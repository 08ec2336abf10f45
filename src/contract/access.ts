import { canDo, canRead, type EntityAction, type EntityLookup, type PermissionCheck } from '@/engine';
import { pathMatcher, pathParams } from './define';
import type { CallDecl, Method } from './types';

// The one judgement of a call's declared access, shared by the mock backend's gate (it answers
// 403 exactly where this says no) and the tests that check the mock against the table.

const WRITE_ACTION: Record<Method, EntityAction> = {
  GET: 'show',
  POST: 'create',
  PUT: 'edit',
  PATCH: 'edit',
  DELETE: 'delete',
};

/** The values of a declared path's `{name}` parameters in a concrete path (undefined: no match). */
export function pathValues(decl: CallDecl, pathname: string): Record<string, string> | undefined {
  const match = pathMatcher(decl.path).exec(pathname);
  if (!match) return undefined;
  // The matcher has no groups: split both paths into segments, which parameters never span.
  const declared = decl.path.split('/');
  const concrete = pathname.replace(/\/$/, '').split('/');
  const values: Record<string, string> = {};
  declared.forEach((segment, i) => {
    const [name] = pathParams(segment);
    if (name !== undefined) values[name] = decodeURIComponent(concrete[i] ?? '');
  });
  return values;
}

/**
 * Whether an account holding what `check` passes may make the call. `signed-in` and `public`
 * pass here: the token itself is judged by the server's authentication, not by this table.
 */
export function mayCall(
  decl: CallDecl,
  check: PermissionCheck,
  lookup: EntityLookup,
  values: Readonly<Record<string, string | number>> = {},
): boolean {
  const { access } = decl;
  if (access === 'public' || access === 'signed-in') return true;
  if ('anyOf' in access) return check(access.anyOf);
  const name = 'entityParam' in access ? String(values[access.entityParam] ?? '') : access.entity;
  const schema = lookup(name);
  // An unknown entity in a path names nothing anyone may read.
  if (!schema) return false;
  if (access.action === 'read') return canRead(schema, check, lookup);
  return canDo(schema, WRITE_ACTION[decl.method], check, lookup);
}
