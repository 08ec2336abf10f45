import { onSignOut } from '@/auth/sign-out';
import { HttpError } from './errors';

/**
 * Console extensions: calls the console's own backend offers beyond the spec (aggregate reads,
 * impersonation status). A server built from the spec alone may answer them 404 or 501; such an
 * answer is remembered for the session, so the console stops asking and shows what it can
 * without them. Cleared on sign-out: the next session may meet another server.
 */
const unavailable = new Set<string>();

/** Thrown instead of asking again once an extension is known to be missing. */
export class ExtensionUnavailableError extends Error {
  readonly extension: string;

  constructor(extension: string) {
    super(`This server does not offer ${extension}`);
    this.name = 'ExtensionUnavailableError';
    this.extension = extension;
  }
}

/** 404 (no such route) and 501 (not implemented) are how a server says it lacks a call. */
export const isNotOffered = (error: unknown): error is HttpError =>
  error instanceof HttpError && (error.status === 404 || error.status === 501);

export const isExtensionUnavailable = (id: string): boolean => unavailable.has(id);

export function markExtensionUnavailable(id: string): void {
  unavailable.add(id);
}

export function clearUnavailableExtensions(): void {
  unavailable.clear();
}

onSignOut(clearUnavailableExtensions);

/**
 * Asks an extension that has no spec equivalent, unless it is known to be missing; a 404 or 501
 * marks it missing and becomes `ExtensionUnavailableError`, which screens show as a plain notice.
 * Use only where a 404 cannot mean "no such record" (the record itself was read first).
 */
export async function callExtension<T>(id: string, call: () => Promise<T>): Promise<T> {
  if (unavailable.has(id)) throw new ExtensionUnavailableError(id);
  try {
    return await call();
  } catch (error) {
    if (!isNotOffered(error)) throw error;
    unavailable.add(id);
    throw new ExtensionUnavailableError(id);
  }
}

/**
 * Asks an extension, or the spec's own calls instead when the server lacks it. On a 404 the
 * fallback decides: if it finds the record the extension is missing; if it answers 404 too, the
 * record is what is missing, the extension stays trusted and the fallback's error is thrown.
 */
export async function withExtension<T>(
  id: string,
  call: () => Promise<T>,
  fallback: () => Promise<T>,
): Promise<T> {
  if (unavailable.has(id)) return fallback();
  try {
    return await call();
  } catch (error) {
    if (!isNotOffered(error)) throw error;
    if (error.status === 501) unavailable.add(id);
    const result = await fallback();
    unavailable.add(id);
    return result;
  }
}

/** Query retry rule: a missing extension or a refusal does not come back by asking again. */
export function retryUnlessFinal(failureCount: number, error: unknown): boolean {
  if (error instanceof ExtensionUnavailableError) return false;
  if (error instanceof HttpError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 3;
}
