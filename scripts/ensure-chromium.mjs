// Browser tests and benchmarks drive Debian's Chromium: Playwright's own browser download is not
// used, so a fresh machine gets the distribution package instead.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import console from 'node:console';
import process from 'node:process';
import { pathToFileURL } from 'node:url';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags for a headless Chromium on a build machine, shared by the browser tests and benchmarks. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return CHROMIUM;
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  const sudo = root ? [] : ['sudo', '-n'];
  if (!root && !existsSync('/usr/bin/sudo')) {
    throw new Error(`${CHROMIUM} is missing; install it with: apt-get update && apt-get install -y chromium`);
  }
  console.info(`${CHROMIUM} is missing: installing Debian's chromium package`);
  const run = (args) => {
    const [cmd, ...rest] = [...sudo, ...args];
    execFileSync(cmd, rest, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  };
  run(['apt-get', 'update']);
  run(['apt-get', 'install', '-y', 'chromium']);
  if (!existsSync(CHROMIUM)) throw new Error(`apt-get installed chromium but ${CHROMIUM} is still missing`);
  return CHROMIUM;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    ensureChromium();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
