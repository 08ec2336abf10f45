import type { EntitySchema, FieldDef } from '@/engine';
import type { Rng } from '../lib/rng';
import type { Pools } from './pools';
import * as v from './values';

export interface Person {
  first: string;
  last: string;
  sex: 'female' | 'male';
}

/** What a value generator sees of the row being built. */
export interface RowCtx {
  id: number;
  rng: Rng;
  pools: Pools;
  person(): Person;
  createdAt: number;
  updatedAt: number;
  /** How many rows an entity seeds, so references point at rows that will exist. */
  countOf(entity: string): number;
}

export type Gen = (ctx: RowCtx) => unknown;

const PERSON = /^(fullname|full_name|researcher|sponsor_lead|contact_name|author)$/;
const CODE =
  /(^|_)(key|code|identifier|slug|short_name|subject_id|site_patient_id|randomisation_code|referral_code|barcode|number|reference)$/;
const TITLE = /^(name|title|heading|label|subject|email_subject)$/;
const PROSE = /(description|subheading|summary|goal|bio|notes|reason|text)$/;
const UTM: Record<string, readonly string[]> = {
  utm_source: ['google', 'facebook', 'newsletter', 'partner', 'instagram'],
  utm_medium: ['cpc', 'email', 'social', 'referral'],
  utm_campaign: ['spring-recruitment', 'brca-awareness', 'heart-health', 'winter-wellbeing'],
};

function prefixOf(schema: EntitySchema): string {
  return schema.name
    .replace(/[^a-z]/g, '')
    .slice(0, 3)
    .toUpperCase();
}

function clamp(text: string, f: FieldDef): string {
  let out = text;
  while (f.minLength !== undefined && out.length < f.minLength) out = `${out} ${out}`;
  return f.maxLength !== undefined ? out.slice(0, f.maxLength) : out;
}

function textGen(schema: EntitySchema, f: FieldDef): Gen {
  const s = f.source;
  if (s.endsWith('email')) return (c) => v.email(c.person().first, c.person().last, c.id);
  if (s.includes('phone')) return (c) => v.ukMobile(c.rng);
  if (PERSON.test(s)) return (c) => `${c.person().first} ${c.person().last}`;
  if (s === 'first_name') return (c) => c.person().first;
  if (s === 'last_name') return (c) => c.person().last;
  if (s === 'city') return (c) => c.rng.pick(c.pools.cities);
  if (s === 'country') return (c) => c.rng.pick((f.maxLength ?? 99) <= 3 ? v.COUNTRY_CODES : v.COUNTRIES);
  if (s === 'postcode') return (c) => c.rng.pick(c.pools.postcodes);
  if (s === 'currency') return (c) => c.rng.pick(v.CURRENCIES);
  if (s.includes('locale')) return (c) => c.rng.pick(v.LOCALES).id;
  if (s.includes('version')) return (c) => `${c.rng.int(1, 3)}.${c.rng.int(0, 9)}.${c.rng.int(0, 20)}`;
  const utm = UTM[s];
  if (utm) return (c) => c.rng.pick(utm);
  if (CODE.test(s)) {
    const prefix = prefixOf(schema);
    return (c) => v.code(prefix, c.id);
  }
  if (TITLE.test(s)) return (c) => v.title(c.rng, c.pools);
  if (PROSE.test(s)) return (c) => v.sentences(c.rng, c.pools, 1, 1);
  return (c) => v.phrase(c.rng, c.pools);
}

function numberGen(f: FieldDef): Gen {
  const s = f.source;
  const min = f.min ?? 0;
  const max = f.max ?? (s.includes('version') ? 5 : 1000);
  // A range like 0..1 (a prevalence, a ratio) wants fractions, not just its two ends.
  if (max - min <= 1) return (c) => Math.round((min + c.rng.next() * (max - min)) * 1000) / 1000;
  return (c) => c.rng.int(Math.ceil(min), Math.floor(max));
}

function dateGen(f: FieldDef): Gen {
  if (/birth/.test(f.source)) return (c) => v.isoDate(Date.UTC(1940, 0, 1) + c.rng.next() * 68 * v.YEAR);
  return (c) => v.isoDate(v.ANCHOR + (c.rng.next() * 4 - 2) * v.YEAR);
}

function datetimeGen(f: FieldDef): Gen {
  if (f.source === 'created_at') return (c) => v.isoTime(c.createdAt);
  if (f.source === 'updated_at') return (c) => v.isoTime(c.updatedAt);
  return (c) => v.isoTime(v.ANCHOR - Math.floor(c.rng.next() * 2 * v.YEAR));
}

function arrayGen(f: FieldDef): Gen {
  const target = f.reference?.entity;
  if (target) return (c) => [...new Set([0, 1, 2].map(() => c.rng.int(1, Math.max(1, c.countOf(target)))))];
  if (f.of === 'number') return (c) => Array.from({ length: c.rng.int(1, 3) }, () => c.rng.int(1, 100));
  if (f.of === 'email') return (c) => [v.email(c.person().first, c.person().last, c.id)];
  return (c) => c.rng.some(c.pools.words, 1, 3);
}

/** One generator per field, chosen once per entity, so the row loop does no type dispatch. */
export function fieldGen(schema: EntitySchema, f: FieldDef): Gen {
  switch (f.type) {
    case 'text': {
      const gen = textGen(schema, f);
      return f.minLength !== undefined || f.maxLength !== undefined ? (c) => clamp(String(gen(c)), f) : gen;
    }
    case 'longText':
      return (c) => clamp(v.sentences(c.rng, c.pools, 1, 3), f);
    case 'richText':
      return (c) => `<p>${v.sentences(c.rng, c.pools, 1, 2)}</p><p>${v.sentences(c.rng, c.pools, 1, 2)}</p>`;
    case 'email':
      return (c) => v.email(c.person().first, c.person().last, c.id);
    case 'url':
      return (c) => `https://www.example.org/${schema.endpoint}/${c.id}`;
    case 'number':
      return numberGen(f);
    case 'money':
      return (c) => Math.round(((f.min ?? 0) + c.rng.next() * ((f.max ?? 1000) - (f.min ?? 0))) * 100) / 100;
    case 'boolean':
      return (c) => c.rng.chance(0.5);
    case 'date':
      return dateGen(f);
    case 'datetime':
      return datetimeGen(f);
    case 'enum': {
      const choices = f.choices ?? [];
      return (c) => (choices.length ? c.rng.pick(choices) : null);
    }
    case 'reference': {
      const target = f.reference?.entity ?? '';
      return (c) => c.rng.int(1, Math.max(1, c.countOf(target)));
    }
    case 'array':
      return arrayGen(f);
    case 'json':
      return (c) => ({ version: 1, enabled: c.rng.chance(0.5) });
    case 'address':
      return (c) => v.address(c.rng, c.pools);
    case 'tags':
      return (c) => c.rng.some(v.TAGS, 1, 3);
    case 'localeText':
      return (c) => ({ 'en-gb': v.sentences(c.rng, c.pools, 1, 1) });
  }
}
