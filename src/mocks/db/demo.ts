/** Demo accounts of CONTRACT "Designed endpoints"; they are also users 1–11 of the seeded users. */
export const DEMO_PASSWORD = 'research-demo';
export const DEMO_DEVICE_CODE = '123456';
export const DEMO_RESET_TOKEN = 'demo-reset';
export const TERMS_ACCEPTED_AT = '2025-06-02T09:30:00.000Z';

export interface DemoAccount {
  id: number;
  email: string;
  fullname: string;
  permissions: readonly string[];
  termsAccepted: boolean;
  needsDeviceCode: boolean;
}

const account = (
  id: number,
  email: string,
  fullname: string,
  permissions: readonly string[],
  extra: Partial<Pick<DemoAccount, 'termsAccepted' | 'needsDeviceCode'>> = {},
): DemoAccount => ({
  id,
  email,
  fullname,
  permissions,
  termsAccepted: true,
  needsDeviceCode: false,
  ...extra,
});

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  account(1, 'super@research.test', 'Sam Super', ['perm.superuser']),
  account(2, 'staff@research.test', 'Stella Staff', [
    'perm.admin_client.feature.users',
    'perm.admin_client.feature.studies',
    'perm.flows_blocks.read_all',
    'perm.admin_client.feature.sites',
    'perm.admin_menu.templates',
  ]),
  account(3, 'external@research.test', 'Ezra External', ['perm.admin_client.feature.external_studies']),
  account(4, 'newstaff@research.test', 'Nina Newstaff', ['perm.admin_client.feature.users'], {
    termsAccepted: false,
  }),
  account(
    5,
    'device@research.test',
    'Dev Device',
    ['perm.admin_client.feature.kits', 'perm.admin_client.feature.orders'],
    {
      needsDeviceCode: true,
    },
  ),
  account(6, 'orders@research.test', 'Orla Orders', ['perm.admin_client.feature.orders']),
  account(7, 'kits@research.test', 'Kit Kowalski', ['perm.admin_client.feature.kits']),
  // One account for each remaining role of the spec's table, so each area is tried as the least
  // privileged account that may use it.
  account(8, 'labs@research.test', 'Lars Labs', ['perm.admin_client.feature.labs']),
  account(9, 'blog@research.test', 'Bea Blog', ['perm.admin_client.feature.blogposts']),
  account(10, 'support@research.test', 'Sid Support', ['perm.admin_client.feature.impersonate']),
  account(11, 'cohorts@research.test', 'Cora Cohorts', [
    'perm.admin_client.feature.users',
    'perm.users.create_admin',
  ]),
];

/** The reset link `/resetpass/demo-reset` sets a new password for this account. */
export const DEMO_RESET_EMAIL = 'staff@research.test';

export const DEMO_REGISTRATION = {
  token: 'demo-registration',
  email: 'invitee@research.test',
  fullname: 'Ivy Invitee',
  permissions: ['perm.admin_client.feature.users'],
} as const;
