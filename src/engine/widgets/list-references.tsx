import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useGetMany, useListContext, type Identifier, type RaRecord } from 'react-admin';
import { usePermissionCheck } from '@/auth';
import { canDo } from '../access';
import { lookupEntity } from '../registry';
import type { FieldDef } from '../types';
import { CELL_LINK } from './list-cells';
import { useReferenceAccess } from './reference-access';

/** Per reference column: the page's referenced records, and whether the user may open them. */
interface Column {
  records: ReadonlyMap<Identifier, RaRecord>;
  linkable: boolean;
}
type Loaded = Readonly<Record<string, Column>>;

const ListReferences = createContext<Loaded | null>(null);
/** Whether some reference column's records for the page's rows are still on their way. */
const ReferencesWaiting = createContext(false);

const isId = (v: unknown): v is Identifier => typeof v === 'string' || typeof v === 'number';

/** The reference fields among `fields`, grouped by the entity they point at, in field order. */
export function referencesByEntity(fields: readonly FieldDef[]): Array<[string, string[]]> {
  const groups = new Map<string, string[]>();
  for (const f of fields) {
    if (f.type !== 'reference' || !f.reference) continue;
    groups.set(f.reference.entity, [...(groups.get(f.reference.entity) ?? []), f.source]);
  }
  return [...groups];
}

/** How a referenced record is named: its entity's title field, else `#id`. */
export function recordTitle(entity: string, record: RaRecord): string {
  const title: unknown = record[lookupEntity(entity)?.recordTitle ?? 'id'];
  return typeof title === 'string' || typeof title === 'number' ? String(title) : `#${String(record.id)}`;
}

/**
 * Loads the records that every reference column to one entity points at with one `getMany` for
 * the whole page: a call log's user and caller are one users request, and a 500-row page costs one
 * request per referenced entity, not one per column or one query observer per cell.
 */
function ReferencedEntity({
  entity,
  sourcesKey,
  children,
}: {
  entity: string;
  /** The reference fields to `entity`, space-separated: stable while a caller re-renders. */
  sourcesKey: string;
  children: ReactNode;
}) {
  const sources = useMemo(() => sourcesKey.split(' '), [sourcesKey]);
  const { data } = useListContext();
  const parent = useContext(ListReferences);
  const ids = useMemo(
    () => [...new Set((data ?? []).flatMap((r) => sources.map((s) => r[s] as unknown)).filter(isId))],
    [data, sources],
  );
  const { data: records, isPending } = useGetMany(entity, { ids }, { enabled: ids.length > 0 });
  const waiting = useContext(ReferencesWaiting) || (ids.length > 0 && isPending);
  const check = usePermissionCheck();
  const target = lookupEntity(entity);
  // A title links only to a page the user may open; otherwise it is plain text, not a refusal.
  const linkable = target ? canDo(target, 'show', (required) => check(required)) : false;
  const value = useMemo(() => {
    const column: Column = { records: new Map((records ?? []).map((r) => [r.id, r])), linkable };
    return { ...parent, ...Object.fromEntries(sources.map((s) => [s, column])) };
  }, [parent, sources, records, linkable]);
  return (
    <ListReferences.Provider value={value}>
      <ReferencesWaiting.Provider value={waiting}>{children}</ReferencesWaiting.Provider>
    </ListReferences.Provider>
  );
}

/**
 * Wraps a list's table so the references among `fields` are loaded once per page and entity;
 * references the user may not see are not loaded at all.
 */
export function ListReferencesProvider({
  fields,
  children,
}: {
  fields: readonly FieldDef[];
  children: ReactNode;
}) {
  const seen = useReferenceAccess();
  return referencesByEntity(fields.filter(seen)).reduceRight<ReactNode>(
    (inner, [entity, sources]) => (
      <ReferencedEntity key={entity} entity={entity} sourcesKey={sources.join(' ')}>
        {inner}
      </ReferencedEntity>
    ),
    children,
  );
}

/** Inside a list: whether the names of the page's referenced records are still on their way. */
export function useReferencesWaiting(): boolean {
  return useContext(ReferencesWaiting);
}

/** Inside a list: the records of each reference column by id; null elsewhere (show pages). */
export function useListReferences(): Loaded | null {
  return useContext(ListReferences);
}

/** A light link to a referenced record's show page, for table cells (its title alone if not `linkable`). */
export function ReferenceCellLink({
  entity,
  record,
  linkable = true,
}: {
  entity: string;
  record: RaRecord;
  linkable?: boolean;
}) {
  if (!linkable) return recordTitle(entity, record);
  return (
    <RouterLink
      to={`/${entity}/${encodeURIComponent(String(record.id))}/show`}
      className={CELL_LINK}
      onClick={(e) => e.stopPropagation()}
    >
      {recordTitle(entity, record)}
    </RouterLink>
  );
}
