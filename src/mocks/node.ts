import { createHmac } from 'node:crypto';
import { setupServer } from 'msw/node';
import { controls } from './controls';
import { accountByEmail } from './lib/accounts';
import { endAllSessions } from './lib/cookies';
import { signingSecret } from './lib/signing';
import { unsignedToken } from './lib/tokens';
import { createHandlers } from './handlers';

export { controls } from './controls';
export { useSchemas } from './db';

/** The mock backend for Vitest. tests/setup.ts starts it with onUnhandledRequest 'error'. */
export const server = setupServer(...(await createHandlers()));

/** Between tests: faults, latency, token lifetime, canary and data back to their defaults; sessions ended. */
export function resetMockState(): void {
  controls.reset();
  endAllSessions();
}

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
