import { pathSegment } from '@/data';
import { request } from '@/http';
import type { StudyGraph } from './visualiser-types';

// The study visualiser's call (src/data/API.md, "Labs").

export const graphKeys = { one: (id: string) => ['labs', 'study-graph', id] as const };

export async function getStudyGraph(studyId: string): Promise<StudyGraph> {
  return (await request<StudyGraph>(`/admin/study-graph/${pathSegment(studyId)}`)).data;
}
