import type { HttpError } from '@/http';

export type EditingId = string | number;

/** What the server compares a save against (a version number, an `updated_at`); null when it has none. */
export type EditingVersion = string | number | null;

/** A draft holds saved changes not yet published; a published record has none. */
export type PublicationState = 'draft' | 'published';

/** The check-out (edit lock) as the server reports it. */
export interface EditingLock {
  holderId: string | number;
  /** The holder's name when the server gives it; the id stands in for it otherwise. */
  holderName?: string | null;
  /** ISO time the lock was taken, when the server gives it. */
  since?: string | null;
}

/** A record as the editor reads it: the value, its state and version, and who holds its lock. */
export interface Loaded<T> {
  value: T;
  state: PublicationState;
  version: EditingVersion;
  lock: EditingLock | null;
  /** The server's hash of the stored draft: what a signature on a publish says was reviewed. */
  contentHash?: string | null;
}

/** The signer's credentials, typed again for this signature, and what signing means. */
export interface SigningCredentials {
  email: string;
  password: string;
  meaning: string;
}

/** An electronic signature as a publish sends it: the credentials and the reviewed draft's hash. */
export interface PublishSignature extends SigningCredentials {
  content_hash: string;
}

/**
 * Words are locale keys (translated, falling back to the text itself) or a key with arguments:
 * `'resources.flows.fields.title'`, `{ key: 'resources.flows.section', args: { n: 2 } }`.
 */
export type Phrase = string | { key: string; args?: Record<string, unknown> };

/** A value as a diff shows it: text in quotes, numbers as numbers, flags as Yes or No. */
export type DiffValue = string | number | boolean | null;

/** One change in words. `label` names the field or kind of item; `item` is the item's own name (data). */
export type DiffEntry =
  | { kind: 'changed'; label: Phrase; from: DiffValue; to: DiffValue; where?: Phrase }
  | { kind: 'added' | 'removed'; label: Phrase; item: string; where?: Phrase }
  | { kind: 'moved'; label: Phrase; item: string; from: number; to: number; where?: Phrase }
  /** A change the server described in its own words (a version's own change notes). */
  | { kind: 'note'; text: Phrase; where?: Phrase };

export type Differ<T> = (before: T, after: T) => DiffEntry[];

export type EditingEventKind = 'checked-out' | 'taken-over' | 'unlocked' | 'discarded' | 'published';

/** A lifecycle event the server recorded when it handled the call (who, when, what). */
export interface EditingEvent {
  id: string | number;
  kind: EditingEventKind;
  actorId: string | number;
  actorName?: string | null;
  /** ISO time. */
  at: string;
  /** The change note of a publish. */
  note?: string | null;
  /** The version a publish made. */
  version?: number | string | null;
}

/**
 * How a resource plugs its endpoints into the lifecycle; its own `api.ts` implements it through
 * `request` from '@/http'. Calls reject with the `HttpError` the client throws.
 */
export interface EditingAdapter<T> {
  /** The entity whose query keys the lifecycle invalidates after a change (history lives under them). */
  resource: string;
  load(id: EditingId): Promise<Loaded<T>>;
  /** Takes the lock; a lock held by someone else rejects (409/423) or returns their lock. */
  checkOut(id: EditingId): Promise<EditingLock | null>;
  /** Keeps the lock alive while editing (a server without its own call checks out again); null or another holder: lost. */
  renew(id: EditingId): Promise<EditingLock | null>;
  /** Gives the lock back; absent where the server only releases it on publish. */
  unlock?(id: EditingId): Promise<void>;
  /** Takes the lock from its holder; only where the server allows it. */
  takeOver?(id: EditingId): Promise<EditingLock | null>;
  /** Saves the working copy as the draft; answers the record as now stored. */
  save(id: EditingId, value: T, baseVersion: EditingVersion): Promise<Loaded<T>>;
  /** Deletes the draft; answers the record as now stored (its published version). */
  discard?(id: EditingId): Promise<Loaded<T>>;
  publish(id: EditingId, note: string, current: Loaded<T>, signature?: PublishSignature): Promise<Loaded<T>>;
  history(id: EditingId): Promise<EditingEvent[]>;
  diff: Differ<T>;
  /** What the record is called in dialogs ("Consent flow"). */
  title(value: T): string;
  /** Default 60 s. */
  renewEveryMs?: number;
  /** Whether a failed save or renew means the lock is gone; default: 409 or 423. */
  isLockLost?(error: HttpError): boolean;
}
