import type { Row } from '../lib/respond';
import { CONDITIONS } from './catalogues';
import * as content from './overrides-content';
import * as logistics from './overrides-logistics';
import * as people from './overrides-people';
import { permissionRow, rolePermissionRow, roleRow } from './roles-catalogue';
import type { RowCtx } from './fields';
import { blogPost } from './overrides-blog';

export type Override = (c: RowCtx) => Row;

/**
 * Realism per entity on top of the by-type values. An override may name fields a schema lacks;
 * only the schema's own fields are kept, so overrides never invent columns.
 */
export const OVERRIDES: Readonly<Record<string, Override>> = {
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
