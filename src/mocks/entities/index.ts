import type { SeedOverride, SeedTables } from '../db';
import { CONDITIONS } from '../db/catalogues';
import { blogPost } from './blog';
import * as content from './content';
import { LINKS } from './links';
import * as logistics from './logistics';
import * as people from './people';
import { permissionRow, rolePermissionRow, roleRow } from './roles';

/**
 * Realism per entity on top of the by-type values (the kernel's `SeedOverride`). An override may
 * name fields a schema lacks; only the schema's own fields are kept, so overrides never invent columns.
 */
const OVERRIDES: Readonly<Record<string, SeedOverride>> = {
  users: people.user,
  patients: people.patient,
  studies: (c) => people.study(c, CONDITIONS),
  sites: people.site,
  partners: people.partner,
  'partner-studies': content.partnerStudy,
  flows: content.flow,
  blocks: content.block,
  templates: content.template,
  conditions: content.condition,
  genes: content.gene,
  'gene-variants': content.geneVariant,
  roles: roleRow,
  permissions: permissionRow,
  'role-permissions': rolePermissionRow,
  'block-types': content.blockType,
  'call-statuses': content.callStatus,
  'call-types': content.callType,
  'property-types': content.propertyType,
  'custom-properties': content.customProperty,
  'document-types': content.documentType,
  locales: content.locale,
  segments: content.savedQuery,
  cohorts: content.cohort,
  laboratories: logistics.laboratory,
  assays: logistics.assay,
  orders: logistics.order,
  consignments: logistics.consignment,
  'blog-posts': blogPost,
};

/** The seed tables of the entities kept here, handed to the db by the mock's composition root. */
export const ENTITY_SEEDS: SeedTables = { overrides: OVERRIDES, links: LINKS };
