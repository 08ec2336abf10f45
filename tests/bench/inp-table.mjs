// The INP table `npm run bench:pages` (and so `npm run bench`) prints at its end: one row per
// interaction kind a scenario measured (its figures named `<kind>InpP75Ms`, … by inp.mjs), with
// INP, the cost with deferred work, the work, and whether the kind's targets are met.
import console from 'node:console';

const ms = (v) => (typeof v === 'number' ? `${Math.round(v)}` : '—');
const pair = (a, b) => `${ms(a)} / ${ms(b)} ms`;

/** '' without targets, 'met', or the targets missed. */
function verdict(targets) {
  if (targets.length === 0) return '';
  const missed = targets.filter((t) => !t.met).map((t) => t.key);
  return missed.length === 0 ? 'met' : `NOT met: ${missed.join(', ')}`;
}

/** `results`: pages.mjs's `{ scenario: { medians, targets } }`. Returns the rows it printed. */
export function printInpTable(results) {
  const rows = [];
  for (const [scenario, { medians, targets }] of Object.entries(results)) {
    const kinds = Object.keys(medians)
      .map((k) => /^(.+)InpP75Ms$/.exec(k)?.[1])
      .filter(Boolean);
    for (const kind of kinds) {
      const get = (figure) => medians[`${kind}${figure}`];
      const own = targets.filter((t) => t.key.startsWith(kind));
      rows.push({
        interaction: `${scenario}: ${kind}`,
        inp: pair(get('InpP75Ms'), get('InpMaxMs')),
        cost: pair(get('CostP75Ms'), get('CostMaxMs')),
        work: get('WorkP75Ms') === undefined ? '' : pair(get('WorkP75Ms'), get('WorkMaxMs')),
        targets: verdict(own),
      });
    }
  }
  if (rows.length === 0) return rows;
  const head = {
    interaction: 'Interaction',
    inp: 'INP p75 / worst',
    cost: 'Cost p75 / worst',
    work: 'Work p75 / worst',
    targets: 'Targets',
  };
  const cols = Object.keys(head);
  const width = Object.fromEntries(
    cols.map((c) => [c, Math.max(...[head, ...rows].map((r) => r[c].length))]),
  );
  const line = (r) => `| ${cols.map((c) => r[c].padEnd(width[c])).join(' | ')} |`;
  console.info('\nInteractions (INP as browsers measure it; cost counts the deferred work that follows):');
  console.info(line(head));
  console.info(`|${cols.map((c) => '-'.repeat(width[c] + 2)).join('|')}|`);
  for (const r of rows) console.info(line(r));
  return rows;
}
