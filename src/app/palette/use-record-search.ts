import { useQueries } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { queryKeys, searchReference } from '@/data';
import type { PaletteItem } from '@/shell/recent';
import { useRecordDetail } from './record-detail';
import type { RecordSource } from './record-sources';

const DEBOUNCE_MS = 250;
const MIN_CHARS = 2;
const PER_ENTITY = 5;

/**
 * Records whose searched field matches `text`, through each entity's reference search, once the
 * user pauses typing; `kindOf` names an entity for the list ("User").
 */
export function useRecordSearch(
  sources: readonly RecordSource[],
  text: string,
  kindOf: (entity: string) => string,
): { items: PaletteItem[]; searching: boolean } {
  const mayReadStudies = sources.some((s) => s.entity === 'studies');
  const [settled, setSettled] = useState('');
  useEffect(() => {
    const t = setTimeout(() => setSettled(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [text]);
  const active = settled.length >= MIN_CHARS;
  const results = useQueries({
    queries: sources.map((s) => ({
      queryKey: queryKeys(s.entity).search(s.field, settled),
      queryFn: () => searchReference(s.entity, s.field, settled),
      enabled: active,
      staleTime: 30_000,
    })),
  });
  const hits = active
    ? results.flatMap((r, i) => {
        const s = sources[i];
        return s && r.data
          ? r.data.slice(0, PER_ENTITY).map((row) => ({ source: s, entity: s.entity, row }))
          : [];
      })
    : [];
  const detail = useRecordDetail(hits, mayReadStudies);
  if (!active) return { items: [], searching: false };
  const seen = new Set<string>();
  const items = hits.flatMap(({ source: s, row }) => {
    // A user found by both email and name is one hit.
    const key = `${s.entity}:${String(row.id)}`;
    if (seen.has(key)) return [];
    seen.add(key);
    const more = detail(s.entity, row);
    return [
      {
        key,
        label: String(row[s.field] ?? row.id),
        kind: kindOf(s.entity),
        href: s.href(String(row.id)),
        ...(more ? { detail: more } : {}),
      },
    ];
  });
  return { items, searching: results.some((r) => r.isFetching) || settled !== text.trim() };
}
