import { find, onResetDb } from '../db';
import { hash } from './rng';
import type { Row } from './respond';

export interface StudyVersion {
  id: number;
  study_id: number | string;
  version: number;
  status: 'draft' | 'published';
  published_at: string | null;
  created_at: string;
  locales: string[];
  changelog: string;
}

const versions = new Map<string, StudyVersion[]>();
onResetDb(() => versions.clear());

const EXTRA_LOCALES = ['de-de', 'fr-fr', 'es-es'];

/**
 * A study's versions, made up on first use from its row: `version` published versions, and a
 * draft on top for every third study, so both states exist in the demo.
 */
function versionsOf(study: Row): StudyVersion[] {
  const key = String(study.id);
  let list = versions.get(key);
  if (list) return list;
  const count = typeof study.version === 'number' && study.version > 0 ? study.version : 1;
  const seed = hash(`study-${key}`);
  const locales = ['en-gb', ...EXTRA_LOCALES.filter((_, i) => (seed >> i) & 1)];
  list = Array.from({ length: count }, (_, i) => {
    const at = new Date(Date.UTC(2024, i * 3, 1 + (seed % 27))).toISOString();
    return make(study, i + 1, 'published', at, locales);
  });
  if (seed % 3 === 0) list.push(make(study, count + 1, 'draft', null, locales));
  versions.set(key, list);
  return list;
}

function make(
  study: Row,
  version: number,
  status: StudyVersion['status'],
  at: string | null,
  locales: string[],
): StudyVersion {
  const id = Number(study.id) * 100 + version;
  return {
    id: Number.isFinite(id) ? id : version,
    study_id: study.id as number | string,
    version,
    status,
    published_at: at,
    created_at: at ?? new Date().toISOString(),
    locales: [...locales],
    changelog: status === 'draft' ? 'Unpublished changes' : `Version ${version}`,
  };
}

export function studyAndVersions(id: string): { study: Row; list: StudyVersion[] } | undefined {
  const study = find('studies', id);
  return study ? { study, list: versionsOf(study) } : undefined;
}

export function addDraft(study: Row, list: StudyVersion[]): StudyVersion {
  const last = list.at(-1);
  const draft = make(study, (last?.version ?? 0) + 1, 'draft', null, last?.locales ?? ['en-gb']);
  list.push(draft);
  return draft;
}
