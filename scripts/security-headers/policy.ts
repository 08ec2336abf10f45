import { createHash } from 'node:crypto';
import { INTERCOM } from './intercom';

/** The build's variables, as Vite's `loadEnv` gives them (the same ones the app reads). */
export type BuildEnv = Readonly<Record<string, string | undefined>>;

type Directives = Record<string, string[]>;

/** The text of every inline `<script>` (no `src`) in `html`, exactly as the browser will hash it. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)]
    .filter(([, attributes]) => !/\bsrc\s*=/i.test(attributes ?? ''))
    .map(([, , text]) => text ?? '');
}

/** A CSP hash source for a script's text. */
export const scriptHash = (text: string): string =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The origin of an absolute URL (a DSN's key is dropped), or undefined for blank or relative ones. */
export function originOf(url: string | undefined): string | undefined {
  const value = url?.trim();
  if (!value || !/^(https?|wss?):\/\//i.test(value)) return undefined;
  return new URL(value).origin;
}

/** Hosts the console itself calls, beyond its own origin: what the build's variables configure. */
export function connectOrigins(env: BuildEnv): string[] {
  return [
    originOf(env.VITE_API_BASE), // an API on another origin (the default, /api, is same-origin)
    originOf(env.VITE_SENTRY_DSN), // error reports go to the DSN's host
    originOf(env.VITE_SENTRY_SECOND_DSN),
    originOf(env.VITE_GROWTHBOOK_API_HOST), // feature flags, streamed from the same host
  ].filter((o): o is string => o !== undefined);
}

function directives(html: string, env: BuildEnv): Directives {
  const sentry = Boolean(env.VITE_SENTRY_DSN?.trim());
  const policy: Directives = {
    'default-src': ["'self'"],
    // The app's own files plus the start-up scripts index.html carries inline (early token refresh
    // and list preload in production builds), each by hash: no 'unsafe-inline', no 'unsafe-eval'.
    'script-src': ["'self'", ...new Set(inlineScripts(html).map(scriptHash))],
    // MUI's emotion, ProseMirror, CodeMirror and React Flow write <style> elements at run time with
    // generated content; a hash cannot name those and a static host cannot hand out per-response
    // nonces, so inline styles stay allowed. Scripts, the part that matters for injection, do not.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Rich text shows remote images once the reader asks ("Show images", src/ui/sanitise), from any
    // https host; data: and blob: for pasted and generated images (charts, uploads' previews).
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...connectOrigins(env)],
    'media-src': ["'self'"],
    // The mock build's MSW service worker is served from the app's origin. Sentry's session replay
    // compresses in a worker it starts from a blob: URL.
    'worker-src': ["'self'", ...(sentry ? ['blob:'] : [])],
    // Previews are srcdoc frames (src/ui/preview-frame), which need no frame source: they inherit
    // this policy and add their own stricter one.
    'frame-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  if (env.VITE_CHAT_APP_ID?.trim()) {
    for (const [name, sources] of Object.entries(INTERCOM)) policy[name]?.push(...sources);
  }
  return policy;
}

/** The Content-Security-Policy for a built index.html and the variables it was built with. */
export function contentSecurityPolicy(html: string, env: BuildEnv): string {
  return Object.entries(directives(html, env))
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/**
 * Browser features the console never uses, switched off for it and anything it embeds. Receiving
 * kits takes a handheld scanner that types like a keyboard
 * (resources/kitlink/consignment/scan-box.tsx), so the camera stays off too; the clipboard (copying
 * a lost edit) is left at its default, same-origin.
 */
const DENIED_FEATURES = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
];

/** Every header a deployment should send with the app's pages. */
export function securityHeaders(html: string, env: BuildEnv): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(html, env),
    // As index.html's own <meta name="referrer">: addresses (which hold record ids) stay in-house.
    'Referrer-Policy': 'same-origin',
    'X-Content-Type-Options': 'nosniff',
    // For browsers older than frame-ancestors.
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': DENIED_FEATURES.map((f) => `${f}=()`).join(', '),
  };
}

/** `_headers` for Netlify and Cloudflare Pages: every path gets the headers. */
export const netlifyHeaders = (headers: Record<string, string>): string =>
  ['/*', ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`), ''].join('\n');

/** An nginx snippet to `include` in the app's `server` or `location` block. */
export function nginxSnippet(headers: Record<string, string>): string {
  const lines = Object.entries(headers).map(([name, value]) => {
    if (value.includes('"')) throw new Error(`${name} holds a double quote: cannot quote it for nginx`);
    return `add_header ${name} "${value}" always;`;
  });
  return ['# Generated by the build (scripts/security-headers): do not edit.', ...lines, ''].join('\n');
}
