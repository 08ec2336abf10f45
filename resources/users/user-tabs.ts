export const USER_TABS = [
  'overview',
  'profile',
  'security',
  'studies',
  'calls',
  'documents',
  'history',
] as const;
export type UserTab = (typeof USER_TABS)[number];

/** A user's tab has its own address: `/users/{id}?tab=calls`; the overview needs none. */
export const userTabPath = (userId: string | number, tab: UserTab) =>
  tab === 'overview' ? `/users/${userId}` : `/users/${userId}?tab=${tab}`;
