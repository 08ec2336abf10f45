import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useGetMany, useListContext, type Identifier, type RaRecord } from 'react-admin';
import { lookupEntity } from '../registry';
import type { FieldDef } from '../types';
import { CELL_LINK } from './list-cells';

type Loaded = Readonly<Record<string, ReadonlyMap<Identifier, RaRecord>>>;

const ListReferences = createContext<Loaded | null>(null);

const isId = (v: unknown): v is Identifier => typeof v === 'string' || typeof v === 'number';

/**
 * Loads the records one reference column points at with one `getMany` for the whole page, so a
 * 500-row page costs one request and one cache entry per column, not one query observer per cell.
 */
function ReferenceColumn({ field, children }: { field: FieldDef; children: ReactNode }) {
  const { data } = useListContext();
  const parent = useContext(ListReferences);
  const ids = useMemo(
    () => [...new Set((data ?? []).map((r) => r[field.source] as unknown).filter(isId))],
    [data, field.source],
  );
  const { data: records } = useGetMany(field.reference?.entity ?? '', { ids }, { enabled: ids.length > 0 });
  const value = useMemo(
    () => ({ ...parent, [field.source]: new Map((records ?? []).map((r) => [r.id, r])) }),
    [parent, field.source, records],
  );
  return <ListReferences.Provider value={value}>{children}</ListReferences.Provider>;
}

/** Wraps a list's table so every reference column among `fields` is loaded once per page. */
export function ListReferencesProvider({
  fields,
  children,
}: {
  fields: readonly FieldDef[];
  children: ReactNode;
}) {
  return fields
    .filter((f) => f.type === 'reference' && f.reference)
    .reduceRight<ReactNode>(
      (inner, field) => (
        <ReferenceColumn key={field.source} field={field}>
          {inner}
        </ReferenceColumn>
      ),
      children,
    );
}

/** Inside a list: the records of each reference column by id; null elsewhere (show pages). */
export function useListReferences(): Loaded | null {
  return useContext(ListReferences);
}

/** A light link to a referenced record's show page, for table cells. */
export function ReferenceCellLink({ entity, record }: { entity: string; record: RaRecord }) {
  const target = lookupEntity(entity);
  const title = record[target?.recordTitle ?? 'id'] as unknown;
  return (
    <RouterLink
      to={`/${entity}/${encodeURIComponent(String(record.id))}/show`}
      className={CELL_LINK}
      onClick={(e) => e.stopPropagation()}
    >
      {typeof title === 'string' || typeof title === 'number' ? String(title) : `#${String(record.id)}`}
    </RouterLink>
  );
}
