import { callApi } from '@/contract';
import { landingCheckOut, landingSave, landingStudy } from '../contract';
import type { StudySource } from './landing-rules';

// The landing page generator's calls: the study versioning calls of docs/backend.md ("Studies").

export interface StudyForLanding extends StudySource {
  id: number | string;
  locales: string[];
}

/** The study's texts as the generator writes from them: what the server leaves out is empty. */
export async function getStudy(id: string): Promise<StudyForLanding> {
  const s = await callApi(landingStudy, { path: { id } });
  const descriptions: Partial<Record<string, string>> = {};
  for (const [locale, text] of Object.entries(s.descriptions ?? {})) if (text) descriptions[locale] = text;
  return {
    id: s.id,
    title: s.title ?? '',
    goal: s.goal ?? '',
    descriptions,
    start: s.start ?? null,
    end: s.end ?? null,
    country: s.country ?? null,
    researcher: s.researcher ?? null,
    locales: s.locales ?? [],
  };
}

export interface LandingTexts {
  landing_title: Record<string, string>;
  landing_body: Record<string, string>;
  landing_cta: Record<string, string>;
}

/** Takes (or renews) the study's check-out, then saves the landing texts on its draft. */
export async function saveLandingToDraft(id: string, texts: LandingTexts): Promise<void> {
  await callApi(landingCheckOut, { path: { id }, skipErrorHandling: true });
  await callApi(landingSave, { path: { id }, data: texts, skipErrorHandling: true });
}
