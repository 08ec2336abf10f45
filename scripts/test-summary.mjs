// Reads the log of `npm test` and prints one closing line for every suite together:
// "tests: N passed, N failed[, N skipped]". A failing step that ran no test (typecheck, lint,
// a build) still counts as one failure, so a red run never reads as "0 failed".
import { readFileSync } from 'node:fs';
import console from 'node:console';
import process from 'node:process';

const [logFile, exitCode = '0'] = process.argv.slice(2);
if (!logFile) {
  console.error('usage: node scripts/test-summary.mjs <log file> [exit code]');
  process.exit(2);
}

// eslint-disable-next-line no-control-regex -- the log holds terminal colour codes
const ansi = /\u001b\[[0-9;]*[A-Za-z]/g;
const lines = readFileSync(logFile, 'utf8').replace(ansi, '').split(/\r?\n/);
const counts = { passed: 0, failed: 0, skipped: 0 };
const add = (kind, n) => {
  if (kind === 'passed') counts.passed += n;
  else if (['failed', 'flaky', 'interrupted', 'did not run'].includes(kind)) counts.failed += n;
  else if (['skipped', 'todo'].includes(kind)) counts.skipped += n;
};

for (const line of lines) {
  // Vitest: " Tests  2 failed | 40 passed | 1 skipped (43)"
  const vitest = /^\s*Tests\s+(.+?)\s+\(\d+\)\s*$/.exec(line);
  if (vitest) {
    for (const part of vitest[1].split('|')) {
      const m = /(\d+)\s+(passed|failed|skipped|todo)/.exec(part);
      if (m) add(m[2], Number(m[1]));
    }
    continue;
  }
  // Playwright list reporter: "  12 passed (40.1s)", "  1 failed", "  2 flaky", "  3 did not run"
  const pw = /^\s+(\d+) (passed|failed|flaky|skipped|interrupted|did not run)(?: \([^)]*\))?\s*$/.exec(line);
  if (pw) add(pw[2], Number(pw[1]));
}

if (Number(exitCode) !== 0 && counts.failed === 0) {
  const step = lines
    .map((l) => /^> \S+@\S+ (\S+)$/.exec(l.trim())?.[1])
    .filter(Boolean)
    .pop();
  console.info(`step failed before or outside the test runners: ${step ?? 'install'}`);
  counts.failed = 1;
}
const skipped = counts.skipped ? `, ${counts.skipped} skipped` : '';
console.info(`tests: ${counts.passed} passed, ${counts.failed} failed${skipped}`);
