import { useGetMany, useTranslate } from 'react-admin';
import type { ServerRecord } from '@/data';

// What tells look-alike hits apart: a flow's study and version (many studies have a
// "Screening" flow), a user's email beside a name found by name and the name beside an email.

type Row = ServerRecord;

const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

/** A detail line per hit, by entity; study titles are read once for all the flows shown. */
export function useRecordDetail(
  hits: ReadonlyArray<{ entity: string; row: Row }>,
  mayReadStudies: boolean,
): (entity: string, row: Row) => string {
  const translate = useTranslate();
  const studyIds = [
    ...new Set(
      hits.flatMap((h) => (h.entity === 'flows' && h.row.study_id != null ? [text(h.row.study_id)] : [])),
    ),
  ];
  const studies = useGetMany(
    'studies',
    { ids: studyIds },
    { enabled: mayReadStudies && studyIds.length > 0 },
  );
  const titles = new Map((studies.data ?? []).map((s) => [String(s.id), text(s.title)]));
  return (entity, row) => {
    if (entity === 'users') return [text(row.fullname), text(row.email)].filter(Boolean).join(' · ');
    if (entity !== 'flows') return '';
    const study = row.study_id == null ? '' : (titles.get(text(row.study_id)) ?? `#${text(row.study_id)}`);
    return translate('app.palette.flow_detail', {
      study: study || translate('app.palette.no_study'),
      version: text(row.version) || '—',
    });
  };
}
