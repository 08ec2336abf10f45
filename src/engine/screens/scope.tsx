import type { ReactNode } from 'react';
import { useEditContext, useRecordContext, useShowContext, useTranslate } from 'react-admin';
import { usePermissionCheck } from '@/auth';
import { matchesScope, ownScope, type ScopeFilter } from '../access-scope';
import type { EntitySchema } from '../types';
import { AccessDenied } from './access-denied';

export type { ScopeFilter };

/**
 * The fixed filter of `list.scope` when it applies to the signed-in user (they hold none of its
 * `unless` permissions); undefined when they may see every record.
 */
export function useScope(schema: EntitySchema): ScopeFilter | undefined {
  const check = usePermissionCheck();
  return ownScope(schema, (required) => check(required));
}

/** Where the record of the page stands against the user's scope; `pending` until it has loaded. */
function useRecordScope(schema: EntitySchema): 'pending' | 'inside' | 'outside' {
  const scope = useScope(schema);
  const record = useRecordContext();
  if (!record) return 'pending';
  return matchesScope(record, scope) ? 'inside' : 'outside';
}

/**
 * A record page for a user kept to a scope: a record outside it (typed into the address bar, e.g. an
 * internal study for someone who may see external studies only) gives the refusal page instead.
 */
export function ScopeGate({ schema, children }: { schema: EntitySchema; children: ReactNode }) {
  return useRecordScope(schema) === 'outside' ? <AccessDenied /> : <>{children}</>;
}

/** Record-page actions shown only for a record inside the user's scope. */
export function InScope({ schema, children }: { schema: EntitySchema; children: ReactNode }) {
  return useRecordScope(schema) === 'inside' ? <>{children}</> : null;
}

/**
 * The app-bar title of a record page: react-admin's own ("Study Sleep and the heart") inside the
 * user's scope, and the refusal's heading outside it, so the record's title is never shown.
 */
function ScopedRecordTitle({ schema, text }: { schema: EntitySchema; text: string | undefined }) {
  const outside = useRecordScope(schema) === 'outside';
  const translate = useTranslate();
  return <>{outside ? translate('engine.accessDenied.title') : (text ?? '')}</>;
}

export const ShowPageTitle = ({ schema }: { schema: EntitySchema }) => (
  <ScopedRecordTitle schema={schema} text={useShowContext().defaultTitle} />
);
export const EditPageTitle = ({ schema }: { schema: EntitySchema }) => (
  <ScopedRecordTitle schema={schema} text={useEditContext().defaultTitle} />
);
