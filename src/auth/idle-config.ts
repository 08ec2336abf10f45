import { env } from '@/config/env';

/** The warning comes this long before the idle sign-out (issue 34). */
export const IDLE_WARNING_MS = 60_000;

/**
 * In mock mode only, `?idleTimeout=<seconds>` on the first page load shortens the idle timeout so
 * browser tests and demos need not wait 15 minutes. Read once, kept in memory for the page's life.
 * A production build (VITE_MOCK=false) never reads it.
 */
function mockOverrideMs(): number | undefined {
  if (!env.mock || typeof window === 'undefined') return undefined;
  const seconds = Number(new URLSearchParams(window.location.search).get('idleTimeout'));
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : undefined;
}

const override = mockOverrideMs();

/** Milliseconds without activity before the session ends: VITE_IDLE_TIMEOUT_MINUTES, default 15. */
export function idleTimeoutMs(): number {
  return override ?? env.idleTimeoutMinutes * 60_000;
}
