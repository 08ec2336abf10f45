import { http, type RequestHandler } from 'msw';
import { findCall, mayCall, pathValues, type CallDecl } from '@/contract';
import { allSchemas, schemaOf } from '../db';
import { checkOf } from './access';
import { fail } from './respond';
import { identify } from './tokens';

/**
 * The server's permission check in front of every handler: a call the contract declares is
 * refused (403) when the token's permissions do not grant its declared access, read from the one
 * declaration. Handlers still refuse records outside a scope; a missing or expired token is left
 * to them (401). Undeclared calls pass through to be judged by the contract audit.
 */
const FORBIDDEN = 'You do not have permission for this.';

/** `/z/{entity}/search` names an entity by its endpoint, which is not always its name. */
const byNameOrEndpoint = (name: string) => schemaOf(name) ?? allSchemas().find((s) => s.endpoint === name);

export function accessGate(calls: readonly CallDecl[]): RequestHandler {
  const byMethod = new Map<string, CallDecl[]>();
  // Every call takes part in the match, so a more specific open call is not judged by a gated one.
  for (const decl of calls) {
    byMethod.set(decl.method, [...(byMethod.get(decl.method) ?? []), decl]);
  }
  const refusal = (request: Request): Response | undefined => {
    const { pathname } = new URL(request.url);
    if (!pathname.startsWith('/api/')) return undefined;
    const route = pathname.slice('/api'.length);
    const decl = findCall(byMethod.get(request.method.toUpperCase()) ?? [], request.method, route);
    if (!decl || typeof decl.access === 'string' || identify(request).state !== 'valid') return undefined;
    const values = pathValues(decl, route) ?? {};
    if (mayCall(decl, checkOf(request), byNameOrEndpoint, values)) return undefined;
    const { access } = decl;
    const entity =
      'entity' in access ? access.entity : 'entityParam' in access ? values[access.entityParam] : '';
    const verb = decl.method === 'GET' ? 'read' : 'change';
    return fail(403, entity ? `You do not have permission to ${verb} ${entity}.` : FORBIDDEN);
  };
  return http.all('*', ({ request }) => refusal(request));
}
