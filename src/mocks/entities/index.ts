import type { SeedOverride, SeedTables } from '../db';
import { blogPost } from './blog';
import * as content from './content';
import { partner } from './people';

/**
 * The seed tables of the entities no area owns (the schemas-only ones). Realism per entity on top
 * of the by-type values (the kernel's `SeedOverride`): an override may name fields a schema lacks;
 * only the schema's own fields are kept, so overrides never invent columns. Each area's own
 * entities are in `resources/<area>/mocks/seed-tables.ts`.
 */
const OVERRIDES: Readonly<Record<string, SeedOverride>> = {
  partners: partner,
  'partner-studies': content.partnerStudy,
  conditions: content.condition,
  genes: content.gene,
  'gene-variants': content.geneVariant,
  'block-types': content.blockType,
  locales: content.locale,
  'blog-posts': blogPost,
};

/** Handed to the db, with the areas' own, by the mock's composition root (`../served-data.ts`). */
export const ENTITY_SEEDS: SeedTables = { overrides: OVERRIDES };
