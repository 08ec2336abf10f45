import { callApi, defineCall } from '@/contract';
import type { EditingId } from '@/editing';
import { HttpError } from '@/http';
import { z } from '@/lib/zod';
import { getStudy } from '../api';
import { nextFlowIds } from './map-graph';
import type { MapFlow, StudyMap } from '../types';

// The flows a study's home and map read. Both calls are the flows area's (declared there as
// `flows:by-study` and `flows:record`, in the contract document once); areas do not import each
// other, so they are read here through copies of those declarations that ask only for what the
// map and the home's list show, and are left out of this area's `calls`.

const text = z.nullish(z.string());
const flowRead = { entity: 'flows', action: 'read' } as const;

export const studyFlowAnswer = z.looseObject({
  id: z.number(),
  title: text,
  study_id: z.nullish(z.union([z.number(), z.string()])),
  version: z.nullish(z.number()),
  state: text,
});

export const mapFlowAnswer = z.looseObject({
  id: z.number(),
  title: text,
  study_id: z.nullish(z.union([z.number(), z.string()])),
  /** The last published version; null for a flow never published. */
  published_version: z.nullish(z.number()),
  end_rules: z.optional(z.unknown()),
  screenout_if_unsuccessful: z.nullish(z.boolean()),
});

const flowsByStudy = defineCall({
  id: 'flows:by-study',
  method: 'GET',
  path: '/admin/studies/{id}/flows',
  kind: 'spec',
  access: flowRead,
  summary: 'The flows of one study',
  query: z.looseObject({ page_size: z.optional(z.int()) }),
  response: z.nullish(z.array(studyFlowAnswer)),
});

const flowRecord = defineCall({
  id: 'flows:record',
  method: 'GET',
  path: '/admin/flows/{id}',
  kind: 'extension',
  access: flowRead,
  summary: 'A flow, for its state and end rules',
  response: mapFlowAnswer,
  degrade: 'The study map shows its load failure.',
});

export const getFlows = async (id: EditingId) =>
  (await callApi(flowsByStudy, { path: { id }, params: { page_size: 100 } })) ?? [];

/** One flow for the map; null when the server does not know it (a joining flow since deleted). */
async function mapFlow(id: number): Promise<MapFlow | null> {
  try {
    return await callApi(flowRecord, { path: { id }, skipErrorHandling: true });
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
}

// However the rules chain, a study's map stays a screenful.
const MAP_LIMIT = 40;

/**
 * The study's flows as they connect: the study (joining flow, prescreen survey), its flows, then
 * each flow its end rules lead to, read level by level until no new one is named.
 */
export async function getStudyMap(id: EditingId): Promise<StudyMap> {
  const [record, listed] = await Promise.all([getStudy(id), getFlows(id)]);
  const seen = new Set<number>();
  const flows: MapFlow[] = [];
  const missing: number[] = [];
  let next = [
    ...(record.joining_flow_id === null ? [] : [record.joining_flow_id]),
    ...listed.map((f) => f.id),
  ];
  while (next.length > 0 && seen.size < MAP_LIMIT) {
    const level = [...new Set(next)].filter((f) => !seen.has(f)).slice(0, MAP_LIMIT - seen.size);
    level.forEach((f) => seen.add(f));
    const found = await Promise.all(level.map(mapFlow));
    level.forEach((f, i) => (found[i] ? flows.push(found[i]) : missing.push(f)));
    next = found.flatMap((f) => (f ? nextFlowIds(f) : []));
  }
  return {
    studyId: record.id,
    joiningFlowId: record.joining_flow_id,
    prescreenSurveyId: record.prescreen_survey,
    flows,
    missing,
  };
}
