import { ACTING_REFUSAL } from '../lib/acting';
import { accountById } from '../lib/accounts';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { fail, isObject, nowIso, str, type Row } from '../lib/respond';
import { identify } from '../lib/tokens';
import { onResetDb } from '../db';
import { append, type AuditEntry } from './log';
import { actorOf } from './recorder';

// Electronic signatures on publishing (21 CFR Part 11 style): the signer enters both credential
// components again, every time; three wrong passwords lock signing for a while, each one logged.

export const MAX_WRONG = 3;
export const SIGNING_LOCK_MS = 15 * 60 * 1000;
const wrong = new Map<string, { count: number; until: number }>();
onResetDb(() => wrong.clear());

/**
 * SHA-256 of the content as the server stores it, in hex, as the contract says. Computed at once
 * (not through Web Crypto, which answers later): the stores hand it out while they build a read.
 */
export function contentHash(value: unknown): string {
  return bytesToHex(sha256(utf8ToBytes(JSON.stringify(value))));
}

export type Signature = NonNullable<AuditEntry['signature']>;

interface Subject {
  call: string;
  entity: string;
  record_id: string;
}

async function logRefusal(request: Request, subject: Subject, why: string): Promise<void> {
  const actor = actorOf(request);
  if (!actor) return;
  await append({ ...actor, ...subject, kind: 'signing-refused', changes: [], reason: why, signature: null });
}

/**
 * The signature a publish carries, checked against the token's account and the draft as it now
 * is; a refusal (422, 423, 409) when it does not hold.
 */
export async function checkSignature(
  request: Request,
  body: Row,
  currentHash: string,
  subject: Subject,
): Promise<Signature | Response> {
  const who = identify(request);
  if (who.state !== 'valid') return fail(401, 'Session expired');
  if (who.claims.act) return fail(403, ACTING_REFUSAL);
  const sig = body.signature;
  if (!isObject(sig) || str(sig.password) === '' || str(sig.email) === '')
    return fail(422, 'Publishing needs your electronic signature: your email and password.', {
      signature: 'is required',
    });
  const account = accountById(who.claims.user_id);
  const key = String(who.claims.user_id);
  const strikes = wrong.get(key);
  if (strikes && strikes.until > Date.now())
    return fail(423, 'Signing is locked for 15 minutes after three wrong passwords.');
  if (
    !account ||
    str(sig.email).trim().toLowerCase() !== account.email.toLowerCase() ||
    str(sig.password) !== account.password
  ) {
    const count = (strikes && strikes.until === 0 ? strikes.count : 0) + 1;
    wrong.set(key, { count, until: count >= MAX_WRONG ? Date.now() + SIGNING_LOCK_MS : 0 });
    await logRefusal(request, subject, `Wrong email or password (${count} of ${MAX_WRONG})`);
    if (count >= MAX_WRONG) return fail(423, 'Signing is locked for 15 minutes after three wrong passwords.');
    // 403, not 401: a wrong signature must not read as a lost session (which signs the user out).
    return fail(403, 'The email or password is not right.');
  }
  if (str(sig.content_hash) !== currentHash)
    return fail(409, 'The draft changed since you reviewed it. Review it again, then sign.');
  wrong.delete(key);
  return {
    signer_id: account.id,
    signer_name: account.fullname,
    meaning: str(sig.meaning),
    signed_at: nowIso(),
    content_hash: currentHash,
  };
}
