import { callApi } from '@/contract';
import type { StudyGraphAnswer } from '../answers';
import { studyGraph } from '../contract';
import type { StudyGraph } from './visualiser-types';

// The study visualiser's call (docs/backend.md, "Labs").

export const graphKeys = { one: (id: string) => ['labs', 'study-graph', id] as const };

type Part = { id: string | number; name?: string | null };
const named = (p: Part) => ({ id: p.id, name: p.name ?? String(p.id) });

/** The graph as it is drawn: a part the server leaves out is not there, a missing name is its id. */
function toGraph(g: StudyGraphAnswer): StudyGraph {
  return {
    study: {
      id: g.study.id,
      title: g.study.title ?? String(g.study.id),
      published: g.study.published ?? false,
    },
    versions: (g.versions ?? []).map((v) => ({ number: v.number, state: v.state ?? '' })),
    locales: (g.locales ?? []).map((l) => ({
      code: l.code,
      name: l.name ?? l.code,
      primary: l.primary ?? false,
    })),
    flows: (g.flows ?? []).map((f) => ({
      id: f.id,
      title: f.title ?? String(f.id),
      joining: f.joining ?? false,
      sections: (f.sections ?? []).map((s) => ({ id: String(s.id), title: s.title ?? '' })),
    })),
    prescreen_survey: g.prescreen_survey ? named(g.prescreen_survey) : null,
    sites: (g.sites ?? []).map(named),
    partners: (g.partners ?? []).map(named),
  };
}

export async function getStudyGraph(studyId: string): Promise<StudyGraph> {
  return toGraph(await callApi(studyGraph, { path: { id: studyId } }));
}
