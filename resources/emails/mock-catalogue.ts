import { CAMPAIGNS } from './mock-campaigns';
import { JOURNEYS } from './mock-journeys';
import { ROUTINE } from './mock-routine';
import type { SeedTemplate } from './mock-template-kit';

// The email area's seeded catalogue. Templates take their ids from their place in this list.

export { FOLDERS, SEGMENTS, TRIGGERS } from './mock-setup';
export type { SeedTemplate } from './mock-template-kit';

export const TEMPLATES: SeedTemplate[] = [...CAMPAIGNS, ...JOURNEYS, ...ROUTINE];
