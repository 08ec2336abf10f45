import { useCallback } from 'react';
import { usePermissionCheck } from '@/auth';
import { canSeeReference } from '../access';
import type { FieldDef } from '../types';

/**
 * Whether the signed-in user may see what a reference field points at (src/engine access): a
 * reference to users is named, opened and searched only with the users permission.
 */
export function useReferenceAccess(): (field: FieldDef) => boolean {
  const check = usePermissionCheck();
  return useCallback((field: FieldDef) => canSeeReference(field, (required) => check(required)), [check]);
}

/** A reference the user may not see shows as its bare id, and nothing is read about it. */
export function hiddenReference(id: unknown): string {
  return typeof id === 'string' || typeof id === 'number' ? `#${String(id)}` : '';
}
