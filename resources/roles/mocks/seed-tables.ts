import type { SeedTables } from '@/mocks/db';
import type { Row } from '@/mocks/lib/respond';
import type { RowCtx } from '@/mocks/db/fields';

/** Permissions as a real deployment names and describes them; the spec's §6 names come first. */
export const PERMISSIONS: ReadonlyArray<readonly [name: string, description: string]> = [
  ['perm.superuser', 'Full access to every area of the admin console.'],
  ['perm.admin_client.feature.users', 'Participant records: search, view and edit users.'],
  ['perm.users.create_admin', 'Create staff accounts and manage saved cohorts.'],
  ['perm.admin_client.feature.studies', 'All studies, internal and external.'],
  ['perm.admin_client.feature.external_studies', 'External (partner-run) studies only.'],
  ['perm.flows_blocks.read_all', 'Read every flow and question block.'],
  ['perm.admin_client.feature.blogposts', 'Write and publish blog posts.'],
  ['perm.admin_client.feature.sites', 'Study sites and their referrals.'],
  ['perm.admin_client.feature.orders', 'Kit orders: create, approve and track.'],
  ['perm.admin_client.feature.kits', 'Kits, assays and consignments.'],
  ['perm.admin_menu.templates', 'Email templates, triggers and segments.'],
  ['perm.admin_client.feature.impersonate', 'Act as another user to reproduce what they see.'],
  ['perm.admin_client.feature.labs', 'Experimental tools for the lab team.'],
  ['perm.users.read_all', 'Read any participant record through the API.'],
  ['perm.users.update', 'Change participant details and contact preferences.'],
  ['perm.users.delete', 'Erase a participant on a right-to-erasure request.'],
  ['perm.users.export', 'Export participant lists as CSV.'],
  ['perm.users.read_health', 'See health answers and lab results on a user record.'],
  ['perm.flows_blocks.write', 'Edit flows and question blocks in draft.'],
  ['perm.flows_blocks.publish', 'Publish a flow version to participants.'],
  ['perm.studies.write', 'Edit study settings, texts and eligibility.'],
  ['perm.studies.publish', 'Publish a study version.'],
  ['perm.studies.read_reports', 'Open recruitment and enrolment reports.'],
  ['perm.sites.manage_referrals', 'Change the admin status of referrals to a site.'],
  ['perm.documents.read', 'Open documents participants have uploaded.'],
  ['perm.documents.review', 'Approve or reject uploaded documents.'],
  ['perm.calls.read', 'Read call logs.'],
  ['perm.calls.write', 'Log calls with participants.'],
  ['perm.orders.approve', 'Approve kit requests waiting for approval.'],
  ['perm.orders.cancel', 'Cancel an order before it ships.'],
  ['perm.kits.receive', 'Book kits in when they arrive at the lab.'],
  ['perm.kits.results_upload', 'Attach lab results to a returned kit.'],
  ['perm.templates.send_test', 'Send a test email from the template editor.'],
  ['perm.templates.publish', 'Make a template live for its trigger.'],
  ['perm.segments.write', 'Create and edit email segments.'],
  ['perm.roles.read', 'See roles and the permissions they grant.'],
  ['perm.roles.assign', 'Give staff accounts a role.'],
  ['perm.content.write', 'Edit conditions, surveys and links.'],
  ['perm.audit.read', 'Open the Audit screen: search and export every recorded change, check the trail.'],
  ['perm.reports.export', 'Download study reports.'],
];

const P = (name: string): number => PERMISSIONS.findIndex(([n]) => n === name) + 1;

/** Roles with what each is for and the permissions it grants, by name. */
export const ROLES: ReadonlyArray<readonly [name: string, description: string, perms: readonly string[]]> = [
  ['Administrator', 'Runs the console; can do everything.', ['perm.superuser']],
  [
    'Researcher',
    'Designs studies and their question flows.',
    [
      'perm.admin_client.feature.studies',
      'perm.flows_blocks.read_all',
      'perm.flows_blocks.write',
      'perm.studies.write',
      'perm.studies.read_reports',
      'perm.reports.export',
    ],
  ],
  [
    'Site coordinator',
    'Looks after a study site and the participants referred to it.',
    [
      'perm.admin_client.feature.sites',
      'perm.sites.manage_referrals',
      'perm.admin_client.feature.users',
      'perm.calls.read',
      'perm.calls.write',
    ],
  ],
  [
    'Support agent',
    'Answers participants by phone and email.',
    [
      'perm.admin_client.feature.users',
      'perm.users.update',
      'perm.calls.read',
      'perm.calls.write',
      'perm.documents.read',
      'perm.admin_client.feature.impersonate',
    ],
  ],
  [
    'Lab technician',
    'Receives kits and records their results.',
    [
      'perm.admin_client.feature.kits',
      'perm.kits.receive',
      'perm.kits.results_upload',
      'perm.admin_client.feature.labs',
    ],
  ],
  [
    'Study manager',
    'Owns a study from set-up to close.',
    [
      'perm.admin_client.feature.studies',
      'perm.studies.write',
      'perm.studies.publish',
      'perm.studies.read_reports',
      'perm.flows_blocks.read_all',
      'perm.flows_blocks.publish',
      'perm.admin_client.feature.sites',
    ],
  ],
  [
    'Recruitment officer',
    'Builds cohorts and emails to recruit participants.',
    [
      'perm.admin_client.feature.users',
      'perm.users.create_admin',
      'perm.users.export',
      'perm.admin_menu.templates',
      'perm.segments.write',
      'perm.templates.send_test',
    ],
  ],
  [
    'Content editor',
    'Writes blog posts, emails and study texts.',
    [
      'perm.admin_client.feature.blogposts',
      'perm.admin_menu.templates',
      'perm.templates.publish',
      'perm.content.write',
    ],
  ],
  [
    'Logistics coordinator',
    'Ships kits and follows orders to the lab.',
    [
      'perm.admin_client.feature.orders',
      'perm.admin_client.feature.kits',
      'perm.orders.approve',
      'perm.orders.cancel',
    ],
  ],
  [
    'Data protection officer',
    'Handles access and erasure requests.',
    [
      'perm.admin_client.feature.users',
      'perm.users.read_all',
      'perm.users.delete',
      'perm.users.export',
      'perm.audit.read',
    ],
  ],
  [
    'Clinical reviewer',
    'Reviews documents and health answers.',
    [
      'perm.admin_client.feature.users',
      'perm.users.read_health',
      'perm.documents.read',
      'perm.documents.review',
    ],
  ],
  [
    'External partner',
    'Partner staff who see their own external studies.',
    ['perm.admin_client.feature.external_studies', 'perm.studies.read_reports'],
  ],
];

const GRANTS = ROLES.flatMap(([, , perms], i) => perms.map((p) => [i + 1, P(p)] as const));

export const roleRow = (c: RowCtx): Row => {
  const [name, description] = ROLES[(c.id - 1) % ROLES.length] ?? ['', ''];
  return { name, description, restriction_policy: null };
};

export const permissionRow = (c: RowCtx): Row => {
  const [name, description] = PERMISSIONS[(c.id - 1) % PERMISSIONS.length] ?? ['', ''];
  return { name, description };
};

/** One grant per row, in role order (the schema seeds exactly as many rows as there are grants). */
export const rolePermissionRow = (c: RowCtx): Row => {
  const [role_id, permission_id] = GRANTS[(c.id - 1) % GRANTS.length] ?? [1, 1];
  return { role_id, permission_id };
};

/** Roles, permissions and their grants as a real deployment has them. */
export const seedTables: SeedTables = {
  overrides: { roles: roleRow, permissions: permissionRow, 'role-permissions': rolePermissionRow },
};
