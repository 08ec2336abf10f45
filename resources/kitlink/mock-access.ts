import type { CallDecl } from '@/contract';
import { checkOf } from '@/mocks/lib/access';
import { fail } from '@/mocks/lib/respond';

/**
 * 403 when the token holds none of the permissions the call's declaration names: the mock refuses
 * exactly what the contract says, read from the one declaration.
 */
export function refusedBy(decl: CallDecl, request: Request): Response | undefined {
  const { access } = decl;
  if (typeof access === 'string' || !('anyOf' in access)) return undefined;
  return checkOf(request)(access.anyOf) ? undefined : fail(403, 'You may not use this part of KitLink.');
}
