// Deep-merges JSON fragments into locales/en-gb.json, keeping keys sorted so diffs stay small.
import { readFileSync, writeFileSync } from 'node:fs';

const target = new URL('../locales/en-gb.json', import.meta.url);
const isObject = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
const merge = (a, b) => {
  const out = { ...a };
  for (const [k, v] of Object.entries(b)) out[k] = isObject(v) && isObject(out[k]) ? merge(out[k], v) : v;
  return out;
};
const sort = (v) =>
  isObject(v)
    ? Object.fromEntries(
        Object.keys(v)
          .sort()
          .map((k) => [k, sort(v[k])]),
      )
    : v;

let data = JSON.parse(readFileSync(target, 'utf8'));
for (const file of process.argv.slice(2)) data = merge(data, JSON.parse(readFileSync(file, 'utf8')));
writeFileSync(target, JSON.stringify(sort(data), null, 2) + '\n');
console.log(`merged ${process.argv.length - 2} fragment(s) into locales/en-gb.json`);
