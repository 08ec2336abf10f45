import { pathSegment } from '@/data';
import { request } from '@/http';
import type { StudySource } from './landing-rules';

// The landing page generator's calls: the study versioning calls of src/data/API.md ("Studies").

export interface StudyForLanding extends StudySource {
  id: number | string;
  locales: string[];
}

export async function getStudy(id: string): Promise<StudyForLanding> {
  return (await request<StudyForLanding>(`/admin/studies/${pathSegment(id)}`)).data;
}

export interface LandingTexts {
  landing_title: Record<string, string>;
  landing_body: Record<string, string>;
  landing_cta: Record<string, string>;
}

/** Takes (or renews) the study's check-out, then saves the landing texts on its draft. */
export async function saveLandingToDraft(id: string, texts: LandingTexts): Promise<void> {
  await request(`/admin/studies/${pathSegment(id)}/check-out`, { method: 'POST', skipErrorHandling: true });
  await request(`/admin/studies/${pathSegment(id)}`, {
    method: 'PATCH',
    data: texts,
    skipErrorHandling: true,
  });
}
