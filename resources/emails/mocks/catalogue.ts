import { CAMPAIGNS } from './campaigns';
import { JOURNEYS } from './journeys';
import { ROUTINE } from './routine';
import type { SeedTemplate } from './template-kit';

// The email area's seeded catalogue. Templates take their ids from their place in this list.

export { FOLDERS, SEGMENTS, TRIGGERS } from './setup';
export type { SeedTemplate } from './template-kit';

export const TEMPLATES: SeedTemplate[] = [...CAMPAIGNS, ...JOURNEYS, ...ROUTINE];
