// HMAC-SHA-256 (Web Crypto) over tokens and cookies, with a secret drawn afresh at every start:
// a token or cookie made up or altered by hand, or kept from an earlier start, is refused.
let secret = crypto.getRandomValues(new Uint8Array(32));
let key: Promise<CryptoKey> | undefined;

const SECRET_KEY = 'rc-mock-signing-secret';
const toHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * In the browser every tab runs its own copy of the mock, yet they stand for one backend sharing
 * one cookie jar: a session must survive a reload and a link opened in a new tab. So the browser
 * keeps one secret per browser profile (as MSW keeps its cookies), drawn on the first start.
 */
export function keepSigningSecretIn(storage: Storage): void {
  const kept = storage.getItem(SECRET_KEY);
  const pairs = kept && /^[0-9a-f]{64}$/.test(kept) ? kept.match(/../g) : null;
  if (pairs) secret = Uint8Array.from(pairs, (h) => parseInt(h, 16));
  else storage.setItem(SECRET_KEY, toHex(secret));
  key = undefined;
}

const hmacKey = (): Promise<CryptoKey> =>
  (key ??= crypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]));

/** The raw secret, for the Node test set-up to sign synchronously with the same key. */
export function signingSecret(): Uint8Array {
  return secret;
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return undefined;
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
}

/** `text.signature`, the signature in base64url. */
export async function signed(text: string): Promise<string> {
  const mac = await crypto.subtle.sign('HMAC', await hmacKey(), new TextEncoder().encode(text));
  return `${text}.${toBase64Url(new Uint8Array(mac))}`;
}

/** The signed text of `text.signature` when the signature is right; undefined otherwise. */
export async function verified(value: string): Promise<string | undefined> {
  const at = value.lastIndexOf('.');
  if (at <= 0) return undefined;
  const text = value.slice(0, at);
  const mac = fromBase64Url(value.slice(at + 1));
  if (!mac || mac.length === 0) return undefined;
  const ok = await crypto.subtle.verify('HMAC', await hmacKey(), mac, new TextEncoder().encode(text));
  return ok ? text : undefined;
}
