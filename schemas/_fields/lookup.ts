import { defineEntity, type EntityInput } from '@/engine';

/** A lookup's machine name and the label people read (statuses, types). */
export function nameAndLabel() {
  return [
    { source: 'name', type: 'text', required: true, maxLength: 64 },
    { source: 'label', type: 'text', required: true, maxLength: 120 },
  ] as const;
}

/** Lookups list by label and are found by name or label. */
export function byLabel() {
  return { sort: { field: 'label', order: 'ASC' as const }, searchFields: ['name', 'label'] };
}

/**
 * A lookup list (a status, a type): a machine name and the label people read, listed by label
 * and found by either. Lookups differ only in their icon and who may read them.
 */
export function lookup(def: Pick<EntityInput, 'icon' | 'access'>) {
  return defineEntity({
    recordTitle: 'label',
    fields: [...nameAndLabel()],
    list: byLabel(),
    seed: { count: 8 },
    ...def,
  });
}
