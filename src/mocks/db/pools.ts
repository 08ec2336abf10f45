import { faker } from '@faker-js/faker/locale/en_GB';

const FAKER_SEED = 20261122;

export interface Pools {
  femaleNames: string[];
  maleNames: string[];
  lastNames: string[];
  cities: string[];
  streets: string[];
  postcodes: string[];
  companies: string[];
  words: string[];
  adjectives: string[];
  sentences: string[];
}

let pools: Pools | null = null;

function many<T>(n: number, make: () => T): T[] {
  return Array.from({ length: n }, make);
}

const unique = (list: string[]) => [...new Set(list)];

/**
 * Built once with a fixed faker seed, all together, so every pool is the same whichever entity
 * asks first. Rows then pick from the pools with a per-entity PRNG (see rng.ts).
 */
export function getPools(): Pools {
  if (pools) return pools;
  faker.seed(FAKER_SEED);
  pools = {
    femaleNames: unique(many(300, () => faker.person.firstName('female'))),
    maleNames: unique(many(300, () => faker.person.firstName('male'))),
    lastNames: unique(many(600, () => faker.person.lastName())),
    cities: unique(many(150, () => faker.location.city())),
    streets: unique(many(300, () => faker.location.street())),
    postcodes: unique(many(500, () => faker.location.zipCode())),
    companies: unique(many(200, () => faker.company.name())),
    words: unique(many(400, () => faker.word.noun())).filter((w) => /^[a-z]+$/i.test(w)),
    adjectives: unique(many(200, () => faker.word.adjective())).filter((w) => /^[a-z]+$/i.test(w)),
    sentences: many(300, () => faker.hacker.phrase()),
  };
  return pools;
}
