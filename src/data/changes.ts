import { HttpError } from '@/http';
import { stableKey } from './stable-key';
import type { RaRecord } from './types';

type Values = Record<string, unknown>;

function isRecord(v: unknown): v is Values {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The field the server bumps on every write; the version a save is made against. */
const VERSION_FIELD = 'updated_at';

// A form shows null, undefined, '', [] and an object of empties alike as an empty input (some
// inputs turn a missing value into their own empty one as they mount, e.g. `{ "en-gb": undefined }`);
// none of them is a change of the others.
const isEmpty = (v: unknown): boolean =>
  v === undefined ||
  v === null ||
  v === '' ||
  (Array.isArray(v) && v.length === 0) ||
  (isRecord(v) && Object.values(v).every(isEmpty));

/** Equal as the server would store them: deep, whatever the key order, empties alike. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (isEmpty(a) && isEmpty(b)) return true;
  return stableKey(a) === stableKey(b);
}

/**
 * The fields of `data` that differ from `previous`, the record the form was loaded with. Without a
 * previous record every field counts as changed.
 */
export function changedFields(data: Values, previous: Values | undefined): Values {
  if (!previous) return { ...data };
  return Object.fromEntries(Object.entries(data).filter(([k, v]) => !sameValue(v, previous[k])));
}

/** The `If-Match` value for a record read at `updated_at`: a quoted entity tag (RFC 9110). */
export function versionTag(record: Values | undefined): string | undefined {
  const version = record?.[VERSION_FIELD];
  return typeof version === 'string' && version !== '' ? JSON.stringify(version) : undefined;
}

/**
 * A save refused because someone else saved the record after it was read: a 409 whose body carries
 * the record as it now is (`current`) and no field errors. `current` is in the client's shape.
 */
export class VersionConflictError extends HttpError {
  readonly current: RaRecord;

  constructor(error: HttpError, current: RaRecord) {
    super({ status: error.status, message: error.message, body: error.body, cause: error });
    this.name = 'VersionConflictError';
    this.current = current;
  }
}

/** The server's current record of a version conflict, or undefined for any other failure. */
function conflictingRecord(error: unknown): Values | undefined {
  if (!(error instanceof HttpError) || error.status !== 409) return undefined;
  if (Object.keys(error.fieldErrors).length > 0 || !isRecord(error.body)) return undefined;
  return isRecord(error.body.current) ? error.body.current : undefined;
}

export function isVersionConflict(error: unknown): error is VersionConflictError {
  return error instanceof VersionConflictError;
}

/** Turns a version-conflict 409 into a VersionConflictError; other errors pass unchanged. */
export function asVersionConflict(error: unknown, toClient: (record: Values) => RaRecord): unknown {
  const current = conflictingRecord(error);
  return current && error instanceof HttpError ? new VersionConflictError(error, toClient(current)) : error;
}
