/** 32-bit FNV-1a: stable seeds from names, so each entity seeds the same whatever the access order. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export interface Rng {
  /** [0, 1) */
  next(): number;
  /** Integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(list: readonly T[]): T;
  chance(p: number): boolean;
  /** Up to `max` distinct items, at least `min`. */
  some<T>(list: readonly T[], min: number, max: number): T[];
}

/**
 * mulberry32: a tiny fast PRNG. Faker builds the word pools once; this picks from them,
 * which keeps 10,000 users far below the start-up budget.
 */
export function createRng(seed: number): Rng {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => {
    if (list.length === 0) throw new RangeError('pick from an empty list');
    return list[int(0, list.length - 1)] as T;
  };
  return {
    next,
    int,
    pick,
    chance: (p) => next() < p,
    some(list, min, max) {
      const want = Math.min(list.length, int(min, max));
      const out = new Set<(typeof list)[number]>();
      while (out.size < want) out.add(pick(list));
      return [...out];
    },
  };
}
