import type { z } from '@/lib/zod';
import { find, rows } from '@/mocks/db';
import { answer, asId, declared } from '@/mocks/lib/declared';
import { notFound, str, type Row } from '@/mocks/lib/respond';
import type { studyGraphAnswer } from '../answers';
import { studyGraph } from '../contract';
import { labsRefusal } from './access';
import type { StudyGraph } from '../visualiser/visualiser-types';

const sectionsOf = (flow: Row): StudyGraph['flows'][number]['sections'] =>
  Array.isArray(flow.block_sections)
    ? flow.block_sections.flatMap((s: unknown, i) =>
        typeof s === 'object' && s !== null
          ? [{ id: str((s as Row).id) || String(i), title: str((s as Row).title) || `Section ${i + 1}` }]
          : [],
      )
    : [];

const named = (entity: string, id: unknown, field: string) => {
  const row = id == null ? undefined : find(entity, String(id));
  return row ? { id: asId(row.id), name: str(row[field]) } : null;
};

/** One study and what hangs off it, as the study graph call answers it. */
function graphOf(study: Row): z.input<typeof studyGraphAnswer> {
  const version = typeof study.version === 'number' ? study.version : 1;
  const primary = find('locales', String(study.primary_locale));
  const codes = new Set(
    [...Object.keys((study.descriptions as Row | null) ?? {}), str(primary?.code)].filter(Boolean),
  );
  const flows = rows('flows').filter((f) => f.study_id === study.id || f.id === study.joining_flow_id);
  return {
    study: { id: asId(study.id), title: str(study.title), published: study.is_published === true },
    versions: Array.from({ length: version }, (_, i) => ({
      number: i + 1,
      state: i + 1 === version ? 'published' : 'archived',
    })),
    locales: [...codes].map((code) => {
      const row = rows('locales').find((l) => l.code === code);
      return { code, name: str(row?.name) || code, primary: code === primary?.code };
    }),
    flows: flows.map((f) => ({
      id: asId(f.id),
      title: str(f.title),
      joining: f.id === study.joining_flow_id,
      sections: sectionsOf(f),
    })),
    prescreen_survey: named('surveys', study.prescreen_survey, 'title'),
    sites: rows('study-sites')
      .filter((s) => s.study_id === study.id)
      .flatMap((s) => named('sites', s.site_id, 'name') ?? []),
    partners: rows('partner-studies')
      .filter((p) => p.study_id === study.id)
      .flatMap((p) => named('partners', p.partner_id, 'name') ?? []),
  };
}

/** One study drawn from the mock's tables (docs/backend.md, "Labs"). */
export const visualiserHandlers = [
  declared(studyGraph, ({ request, params }) => {
    const refusal = labsRefusal(request);
    if (refusal) return refusal;
    const study = find('studies', String(params.id));
    return study ? answer(studyGraph, graphOf(study)) : notFound('Study');
  }),
];
