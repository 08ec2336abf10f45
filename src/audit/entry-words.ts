import type { useTranslate } from 'react-admin';
import { diffSentence, toDiffValue } from '@/editing';
import { lookupEntity } from '@/engine';
import type { AuditEntry } from './history-api';

type Translate = ReturnType<typeof useTranslate>;
type Change = AuditEntry['changes'][number];

const humanise = (name: string) => {
  const words = name.replace(/_id$/, '').replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A field's label as its screens name it, else its name in words. */
export function fieldLabel(translate: Translate, entity: string, field: string): string {
  return translate(`resources.${entity}.fields.${field}`, { _: humanise(field) });
}

/** A stored value as a person reads it: a state's name in words ("placed" → "Placed"). */
function readable(entity: string, field: string, value: unknown) {
  const def = lookupEntity(entity)?.fields.find((f) => f.source === field);
  if (def?.choices && typeof value === 'string') return humanise(value);
  return toDiffValue(value);
}

/** One change in words ("Status changed from "Placed" to "Shipped""), or why its values are withheld. */
export function changeSentence(translate: Translate, change: Change, subject?: string | null): string {
  const label = fieldLabel(translate, change.entity, change.field);
  // A change to another row than the record itself (a block of a flow) says which.
  const where =
    change.entity !== subject ? ` (${humanise(change.entity)} ${change.record_id ?? ''})`.trimEnd() : '';
  if (change.redacted) {
    return translate('audit.history.withheld', {
      field: `${label}${where}`,
      entity: humanise(change.entity),
    });
  }
  return diffSentence(translate, {
    kind: 'changed',
    label: `${label}${where}`,
    from: readable(change.entity, change.field, change.before),
    to: readable(change.entity, change.field, change.after),
  });
}
