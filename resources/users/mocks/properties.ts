import { rows } from '@/mocks/db';
import { fail, isObject, type Row } from '@/mocks/lib/respond';

/** The custom property definitions with their property type's name, by property name. */
function definitions(): Map<string, { type: string; options: unknown[]; required: boolean }> {
  const types = new Map(rows('property-types').map((t) => [String(t.id), String(t.name)]));
  return new Map(
    rows('custom-properties').map((p) => [
      String(p.name),
      {
        type: types.get(String(p.property_type_id)) ?? 'text',
        options: Array.isArray(p.options) ? p.options : [],
        required: p.is_required === true,
      },
    ]),
  );
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function problem(value: unknown, def: { type: string; options: unknown[]; required: boolean }) {
  if (value === null) return def.required ? 'is required' : null;
  switch (def.type) {
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? null : 'must be a number';
    case 'boolean':
      return typeof value === 'boolean' ? null : 'must be true or false';
    case 'date':
      return typeof value === 'string' && DAY.test(value) && !Number.isNaN(Date.parse(value))
        ? null
        : 'must be a date (YYYY-MM-DD)';
    case 'choice':
      return def.options.includes(value) ? null : `must be one of: ${def.options.map(String).join(', ')}`;
    default:
      return typeof value === 'string' ? null : 'must be text';
  }
}

/**
 * The values of a custom-properties save, checked as a server would against the definitions:
 * an unknown name, or a value not of its property's type, is refused with 422 naming each. A null
 * clears an optional property (it is then left out of the stored values).
 */
export function checkedProperties(body: Row): { set: Row; cleared: string[] } | Response {
  const given = isObject(body.properties) ? body.properties : {};
  const defs = definitions();
  const errors: Record<string, string> = {};
  for (const [name, value] of Object.entries(given)) {
    const def = defs.get(name);
    const wrong = def ? problem(value, def) : 'is not a custom property';
    if (wrong) errors[name] = wrong;
  }
  if (Object.keys(errors).length > 0) return fail(422, 'Invalid data', errors);
  const entries = Object.entries(given);
  return {
    set: Object.fromEntries(entries.filter(([, v]) => v !== null)),
    cleared: entries.filter(([, v]) => v === null).map(([k]) => k),
  };
}
