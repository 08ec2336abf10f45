import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useGetList, type Identifier, type RaRecord } from 'react-admin';
import { isVersionConflict } from '@/data';
import { HttpError } from '@/http';
import type { FilterQuery } from '@/ui/query-builder';

// The set-up screen reads and writes triggers and segments through the dataProvider (generic CRUD,
// docs/backend.md section 2), so the rest of the console sees the same records.

export interface SegmentRecord extends RaRecord {
  name: string;
  description?: string | null;
  query: FilterQuery | null;
  updated_at?: string;
}

export interface TriggerRecord extends RaRecord {
  name: string;
  context: string;
  conditions: unknown;
  parameters: unknown;
  stage_support: string[] | null;
}

export interface TemplateSummary extends RaRecord {
  name: string;
  trigger_id?: Identifier | null;
  segment_id?: Identifier | null;
  is_active?: boolean;
}

const ALL = { pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' as const } };

export const useSegments = () => useGetList<SegmentRecord>('segments', ALL);
export const useTriggers = () => useGetList<TriggerRecord>('triggers', ALL);
export const useTemplates = () => useGetList<TemplateSummary>('templates', ALL);

export type SaveFailure =
  /** Another user saved first; `current` is the record as the server now has it. */
  | { kind: 'conflict'; current: RaRecord }
  | { kind: 'refused'; reason: string; fields: Record<string, string> };

/** Why a write failed, in the server's words where it gave them. */
export function failureOf(error: unknown): SaveFailure {
  if (isVersionConflict(error)) return { kind: 'conflict', current: error.current };
  if (error instanceof HttpError)
    return { kind: 'refused', reason: error.message, fields: error.fieldErrors };
  return { kind: 'refused', reason: error instanceof Error ? error.message : String(error), fields: {} };
}

/** Writes one record's changes and refreshes every read of its entity. */
export function useSaveRecord<T extends RaRecord>(resource: 'segments' | 'triggers') {
  const provider = useDataProvider();
  const client = useQueryClient();
  return async (previous: T, data: Partial<T>): Promise<T> => {
    const res = await provider.update<T>(resource, { id: previous.id, data, previousData: previous });
    await client.invalidateQueries({ queryKey: [resource] });
    return res.data;
  };
}

/** Reads the entity again, after another user's save. */
export function useRefresh(resource: 'segments' | 'triggers') {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: [resource] });
}
