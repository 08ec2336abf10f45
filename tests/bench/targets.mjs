// The targets of `npm run bench`: ratios of the console's medians to the stock reference's in the
// same run, and the console's sequential API round trips before its first rows.

export const TARGETS = [
  { key: 'users25Ms', label: 'navigation -> 25 user rows', unit: 'ms', maxRatio: 0.7 },
  { key: 'switchListMs', label: 'menu click -> studies rows', unit: 'ms', maxRatio: 0.5 },
  { key: 'users500Ms', label: '25 -> 500 user rows', unit: 'ms', maxRatio: 0.3 },
  { key: 'heapAfter25Bytes', label: 'heap after GC, 25 rows', unit: 'bytes', maxRatio: 0.9 },
  { key: 'heapAfter500Bytes', label: 'heap after GC, 500 rows', unit: 'bytes', maxRatio: 0.9 },
  { key: 'roundTrips', label: 'API round trips before the rows', unit: 'count', max: 2 },
];

/** Each target with both medians, their ratio, the value held against the target, and whether it is met. */
export function targetsOf(medians) {
  return TARGETS.map((target) => {
    const mine = medians?.console[target.key] ?? null;
    const stock = medians?.stock[target.key] ?? null;
    const ratio = mine !== null && stock ? mine / stock : null;
    const value = target.maxRatio === undefined ? mine : ratio;
    const limit = target.maxRatio ?? target.max;
    return { ...target, console: mine, stock, ratio, value, met: value !== null && value <= limit };
  });
}
