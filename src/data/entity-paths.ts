import type { Identifier } from 'react-admin';
import type { EntityFacts, RaRecord, ServerRecord } from './types';

const KEY_SEPARATOR = ':';

/**
 * Finds the schema facts of a react-admin resource. A resource with no schema (a custom page
 * calling the provider directly) is treated as a public entity whose endpoint is its name.
 */
export function entityLookup(entities: readonly EntityFacts[]): (resource: string) => EntityFacts {
  const byName = new Map(entities.map((e) => [e.name, e]));
  return (resource) =>
    byName.get(resource) ?? { name: resource, endpoint: resource, access: { read: 'public' } };
}

function compositeKey(facts: EntityFacts): readonly string[] | undefined {
  return facts.key && facts.key.length > 1 ? facts.key : undefined;
}

/** One path segment; ':' stays readable because composite ids use it and RFC 3986 allows it in paths. */
export function pathSegment(value: Identifier): string {
  return encodeURIComponent(String(value)).replace(/%3A/gi, KEY_SEPARATOR);
}

export function recordPath(facts: EntityFacts, id: Identifier): string {
  return `/${facts.endpoint}/${pathSegment(id)}`;
}

/** Gives composite-key records the client id `${k1}:${k2}`; other records pass through. */
export function toClientRecord(facts: EntityFacts, record: ServerRecord): RaRecord {
  const key = compositeKey(facts);
  if (!key) return record as RaRecord;
  return { ...record, id: key.map((field) => String(record[field])).join(KEY_SEPARATOR) };
}

export function toClientRecords(facts: EntityFacts, records: readonly ServerRecord[]): RaRecord[] {
  return records.map((record) => toClientRecord(facts, record));
}

// Integer-looking parts become numbers again so the server gets back the key type it sent.
function keyPart(part: string): string | number {
  return /^-?\d+$/.test(part) && Number.isSafeInteger(Number(part)) ? Number(part) : part;
}

/**
 * A composite-key record's own key fields, read back from its client id: `"12:3"` gives
 * `{ id: 12, block_version_id: 3 }`. Undefined for entities without a composite key.
 */
export function keyFieldsOf(facts: EntityFacts, id: Identifier): Record<string, string | number> | undefined {
  const key = compositeKey(facts);
  if (!key) return undefined;
  const parts = String(id).split(KEY_SEPARATOR);
  return Object.fromEntries(key.map((field, i) => [field, keyPart(parts[i] ?? '')]));
}

/**
 * The body of an update. For composite-key entities the client id is replaced by its key fields,
 * so the server only sees its own shape. (A create has no client id yet and is sent as typed.)
 */
export function toServerData(facts: EntityFacts, data: Partial<RaRecord>, id: Identifier): ServerRecord {
  const keyFields = keyFieldsOf(facts, id);
  if (!keyFields) return { ...data };
  const { id: _clientId, ...rest } = data;
  return { ...rest, ...keyFields };
}
