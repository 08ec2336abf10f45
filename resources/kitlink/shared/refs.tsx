import '../texts';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { usePermissionCheck } from '@/auth';
import { PERM } from '@/auth/permission-names';
import { canRead, lookupEntity } from '@/engine';
import { RefLink } from './data-table';
import type { Named } from '../types';

/**
 * Whether the signed-in account may see who participants are. Without the users permission the
 * server sends a participant's id alone, and the screens show that id as plain text: a link would
 * only lead to a refusal.
 */
export function useNamesParticipants(): boolean {
  return usePermissionCheck()([PERM.users]);
}

/** How a participant reads to this account: the name, or "Participant 123". */
export function useParticipantLabel(): (p: Named) => string {
  const translate = useTranslate();
  const names = useNamesParticipants();
  return (p) => (names ? p.name : translate('kitlink.participant_id', { id: p.id }));
}

/** A participant: a link to their page with their name, or their id alone. */
export function ParticipantRef({ participant }: { participant: Named | null }) {
  const names = useNamesParticipants();
  const label = useParticipantLabel();
  if (!participant) return null;
  if (!names) return <>{label(participant)}</>;
  return <RefLink to={`/users/${participant.id}`}>{participant.name}</RefLink>;
}

/** Whether the account may read an entity's records (and so open their pages). */
function useMayRead(entity: string): boolean {
  const can = usePermissionCheck();
  const schema = lookupEntity(entity);
  return schema !== undefined && canRead(schema, can);
}

/**
 * A record's name, linked to its page for those who may read the entity; plain text for the
 * others, whose link would only lead to a refusal.
 */
export function EntityRef({
  entity,
  to,
  children,
}: {
  entity: string;
  to: string | null;
  children: ReactNode;
}) {
  const may = useMayRead(entity);
  if (to === null) return null;
  return may ? <RefLink to={to}>{children}</RefLink> : <>{children}</>;
}

/** A study: a link to its page for those who may read studies, its title alone for the others. */
export function StudyRef({ study }: { study: Named | null }) {
  return (
    <EntityRef entity="studies" to={study && `/studies/${study.id}`}>
      {study?.name}
    </EntityRef>
  );
}
