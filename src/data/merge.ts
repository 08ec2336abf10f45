import { sameValue } from './changes';

type Values = Record<string, unknown>;

/** Whose value a field keeps: what this form holds, or what the server now has. */
export type Side = 'mine' | 'theirs';

/** A refused save: the record as the form loaded it, the form's values, the record as it now is. */
export interface Conflict {
  readonly base: Values;
  readonly mine: Values;
  readonly theirs: Values;
}

export interface ConflictField {
  readonly source: string;
  readonly mine: unknown;
  readonly theirs: unknown;
  /** The form's value is the user's own edit, not the value the form was loaded with. */
  readonly changedByMe: boolean;
}

const changedByMe = (c: Conflict, source: string) => !sameValue(c.mine[source], c.base[source]);

/**
 * The fields (among `sources`, in their order) that someone else changed since the form was loaded
 * and whose new value differs from the form's. Fields only this form changed are no conflict.
 */
export function conflictFields(c: Conflict, sources: readonly string[]): ConflictField[] {
  return sources
    .filter((s) => !sameValue(c.theirs[s], c.base[s]) && !sameValue(c.mine[s], c.theirs[s]))
    .map((source) => ({
      source,
      mine: c.mine[source],
      theirs: c.theirs[source],
      changedByMe: changedByMe(c, source),
    }));
}

/** What nobody has chosen yet: the user's own edits stay, the other changes are taken. */
export function defaultChoices(fields: readonly ConflictField[]): Record<string, Side> {
  return Object.fromEntries(fields.map((f) => [f.source, f.changedByMe ? 'mine' : 'theirs']));
}

/** Every field set to one side: "keep all mine" or "take all theirs". */
export function allChoices(fields: readonly ConflictField[], side: Side): Record<string, Side> {
  return Object.fromEntries(fields.map((f) => [f.source, side]));
}

/**
 * A three-way merge: each field takes the side chosen for it; without a choice, the form's value
 * where the user changed it and the server's otherwise. Nothing either side wrote is dropped
 * unless it was chosen against.
 */
export function mergeValues(c: Conflict, choices: Readonly<Record<string, Side>>): Values {
  const keys = new Set([...Object.keys(c.theirs), ...Object.keys(c.mine)]);
  const out: Values = {};
  for (const key of keys) {
    const side = choices[key] ?? (changedByMe(c, key) ? 'mine' : 'theirs');
    out[key] = side === 'mine' ? c.mine[key] : c.theirs[key];
  }
  return out;
}
