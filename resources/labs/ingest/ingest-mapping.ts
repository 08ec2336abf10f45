import type { EntitySchema, FieldDef } from '@/engine';
import type { Mapping } from './ingest-types';

const NOT_IMPORTED = new Set(['id', 'created_at', 'updated_at', 'deleted_at']);

/** The fields a file may fill: those a create form shows, not read-only, not derived. */
export function importableFields(schema: EntitySchema): FieldDef[] {
  return schema.fields.filter(
    (f) => f.views.create && !f.readOnly && !f.derived && !NOT_IMPORTED.has(f.source),
  );
}

const normalise = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** Words other systems use for a field, by field source. */
const SYNONYMS: Record<string, readonly string[]> = {
  email: ['e mail', 'email address', 'mail'],
  contact_email: ['e mail', 'email', 'email address'],
  phone: ['telephone', 'tel', 'mobile', 'phone number'],
  country: ['country code', 'iso country'],
  name: ['full name', 'title'],
  identifier: ['id code', 'site code', 'site id', 'code'],
  subject_id: ['subject', 'subject number', 'participant id'],
  signed_consent: ['consent', 'consented'],
};

function score(header: string, field: FieldDef): number {
  const h = normalise(header);
  const source = normalise(field.source);
  if (h === source) return 3;
  if ((SYNONYMS[field.source] ?? []).includes(h)) return 2;
  if (h.replace(/ /g, '') === source.replace(/ /g, '')) return 2;
  if (h.length > 2 && (source.includes(h) || h.includes(source))) return 1;
  return 0;
}

/**
 * Each column's best field by name (exact, a known synonym, then a part of the name); a field goes
 * to one column at most, the best-scoring first, and a column with no good match is left out.
 */
export function guessMapping(headers: readonly string[], fields: readonly FieldDef[]): Mapping {
  const candidates = headers
    .flatMap((h, i) => fields.map((f) => ({ h, i, f: f.source, s: score(h, f) })))
    .filter((c) => c.s > 0)
    .sort((a, b) => b.s - a.s || a.i - b.i);
  const mapping: Mapping = Object.fromEntries(headers.map((h) => [h, '']));
  const taken = new Set<string>();
  const done = new Set<string>();
  for (const c of candidates) {
    if (taken.has(c.f) || done.has(c.h)) continue;
    mapping[c.h] = c.f;
    taken.add(c.f);
    done.add(c.h);
  }
  return mapping;
}
