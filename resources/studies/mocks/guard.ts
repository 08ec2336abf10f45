import type { EntityAction } from '@/engine';
import { find, schemaOf } from '@/mocks/db';
import { outsideScope, refusedOn } from '@/mocks/lib/access';
import { fail, notFound } from '@/mocks/lib/respond';
import { identify } from '@/mocks/lib/tokens';
import { stateOf, type StudyState } from './store';

const SUPERUSER = 'perm.superuser';

export interface Caller {
  id: number | string;
  superuser: boolean;
}

export type Guarded = { state: StudyState; caller: Caller } | { refusal: Response };

/** The study calls' checks: signed in, may read or change studies, the study in the token's scope. */
export function guard(request: Request, id: unknown, action: EntityAction): Guarded {
  const who = identify(request);
  if (who.state !== 'valid') return { refusal: fail(401, 'Unauthenticated') };
  const denied = refusedOn('studies', request, action);
  if (denied) return { refusal: denied };
  const row = find('studies', String(id));
  const outside = row ? outsideScope(schemaOf('studies'), request, row) : undefined;
  if (outside) return { refusal: outside };
  const state = stateOf(String(id));
  if (!state) return { refusal: notFound('Study') };
  const caller = { id: who.claims.user_id, superuser: who.claims.permissions.includes(SUPERUSER) };
  return { state, caller };
}

/** 409 naming the holder when someone else holds the draft; none when the caller does. */
export function lockRefusal(state: StudyState, caller: Caller, needHeld = true): Response | undefined {
  const lock = state.lock;
  if (lock && String(lock.id) !== String(caller.id)) {
    return fail(409, `The draft is checked out by ${lock.name}.`, { locked_by_id: lock.name });
  }
  if (needHeld && !lock)
    return fail(409, 'Check out the study before changing it.', { locked_by_id: 'none' });
  return undefined;
}
