import { createHash } from 'node:crypto';
import {
  connectOrigins,
  contentSecurityPolicy,
  inlineScripts,
  netlifyHeaders,
  nginxSnippet,
  securityHeaders,
} from '../../../scripts/security-headers/policy';

const REFRESH = "(function(){try{window.__rcEarlyRefresh=fetch('/api/x/token-refresh')}catch(e){}})();";
const PRELOAD = "(function(){['/assets/list.js'].forEach(function(f){})})();";
const PAGE = [
  '<!doctype html><html><head>',
  `<script>${REFRESH}</script>`,
  '<script type="module" crossorigin src="/assets/index.js"></script>',
  `<script>${PRELOAD}</script>`,
  '</head><body><div id="root"></div></body></html>',
].join('\n');

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The sources of one directive of a policy. */
function directive(policy: string, name: string): string[] {
  const found = policy.split('; ').find((d) => d.split(' ')[0] === name);
  if (!found) throw new Error(`${name} is missing from ${policy}`);
  return found.split(' ').slice(1);
}

describe('security headers generated from the built page', () => {
  it('hashes each inline start-up script and nothing loaded from a file', () => {
    expect(inlineScripts(PAGE)).toEqual([REFRESH, PRELOAD]);
    const scripts = directive(contentSecurityPolicy(PAGE, {}), 'script-src');
    expect(scripts).toEqual(["'self'", sha256(REFRESH), sha256(PRELOAD)]);
  });

  it('allows no inline or eval script and locks down plugins, base, framing and workers', () => {
    const policy = contentSecurityPolicy(PAGE, {});
    expect(directive(policy, 'script-src').join(' ')).not.toMatch(/unsafe/);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'none'"]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
    expect(directive(policy, 'worker-src')).toEqual(["'self'"]);
    expect(directive(policy, 'default-src')).toEqual(["'self'"]);
  });

  it('lets the console call the error-tracking, feature-flag and API hosts the build is configured with', () => {
    const env = {
      VITE_SENTRY_DSN: 'https://public-key@o12.ingest.sentry.io/345',
      VITE_SENTRY_SECOND_DSN: 'https://other@o67.ingest.de.sentry.io/8',
      VITE_GROWTHBOOK_API_HOST: 'https://flags.example.org/',
      VITE_API_BASE: '/api',
    };
    expect(connectOrigins(env)).toEqual([
      'https://o12.ingest.sentry.io',
      'https://o67.ingest.de.sentry.io',
      'https://flags.example.org',
    ]);
    const policy = contentSecurityPolicy(PAGE, env);
    expect(directive(policy, 'connect-src')).toEqual(["'self'", ...connectOrigins(env)]);
    expect(policy).not.toContain('public-key');
    // Sentry's session replay compresses in a blob: worker.
    expect(directive(policy, 'worker-src')).toEqual(["'self'", 'blob:']);
    expect(connectOrigins({ VITE_API_BASE: 'https://api.example.org/v1' })).toEqual([
      'https://api.example.org',
    ]);
  });

  it("opens the chat widget's hosts only when chat is configured", () => {
    const without = contentSecurityPolicy(PAGE, {});
    expect(without).not.toContain('intercom');
    const policy = contentSecurityPolicy(PAGE, { VITE_CHAT_APP_ID: 'abc123' });
    expect(directive(policy, 'script-src')).toContain('https://widget.intercom.io');
    expect(directive(policy, 'connect-src')).toContain('wss://nexus-websocket-a.intercom.io');
    expect(directive(policy, 'frame-src')).toContain('https://intercom-sheets.com');
  });

  it('sends the other headers and writes them for Netlify/Cloudflare and nginx', () => {
    const headers = securityHeaders(PAGE, {});
    expect(headers).toMatchObject({
      'Referrer-Policy': 'same-origin',
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
    });
    expect(headers['Permissions-Policy']).toMatch(/(^|, )camera=\(\)/);
    expect(headers['Permissions-Policy']).toMatch(/(^|, )geolocation=\(\)/);
    expect(netlifyHeaders(headers)).toContain(`\n  X-Frame-Options: DENY\n`);
    expect(netlifyHeaders(headers).startsWith('/*\n')).toBe(true);
    expect(nginxSnippet(headers)).toContain(
      `add_header Content-Security-Policy "${headers['Content-Security-Policy']}" always;`,
    );
  });
});
