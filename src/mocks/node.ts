import { createHmac } from 'node:crypto';
import { accountByEmail } from './lib/accounts';
import { signingSecret } from './lib/signing';
import { unsignedToken } from './lib/tokens';

export { controls } from './controls';
export { resetMockState, server } from './node-server';
export { useSchemas } from './db';

/**
 * A valid token for a demo account, for tests that start signed in (e.g. `setToken(tokenFor(...))`).
 * Signed synchronously with Node's HMAC and the mock's secret: the same signature Web Crypto makes.
 */
export function tokenFor(email: string): string {
  const account = accountByEmail(email);
  if (!account) throw new Error(`No mock account ${email}`);
  const text = unsignedToken(account);
  return `${text}.${createHmac('sha256', signingSecret()).update(text).digest('base64url')}`;
}
