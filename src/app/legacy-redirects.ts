/** Spec §2 legacy redirects (the query string is kept). */
export const LEGACY_REDIRECTS: ReadonlyArray<readonly [from: string, to: string]> = [
  ['/admin/users', '/users'],
  ['/email-list', '/emails'],
  ['/aula/platform-user-license-agreement', '/apula/platform-user-license-agreement'],
  ['/aula/accept-license-agreement', '/apula/accept-license-agreement'],
];
