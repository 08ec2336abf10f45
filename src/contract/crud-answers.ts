import type { EntitySchema } from '@/engine';
import { z } from '@/lib/zod';
import { parseAnswer } from './call';
import { crudCalls } from './crud';
import type { CallDecl, Schema } from './types';

type ServerRecord = Record<string, unknown>;

const anyRecord = z.record(z.string(), z.unknown());

/** What a resource without a schema is held to: records, nothing more. */
const UNDECLARED: CallDecl = {
  id: 'generic',
  method: 'GET',
  path: '/{entity}',
  kind: 'spec',
  access: 'signed-in',
  summary: 'A resource without a schema',
  response: anyRecord,
};

function check(
  decl: CallDecl | undefined,
  data: unknown,
  status: number,
  fallback: Schema = anyRecord,
): unknown {
  return parseAnswer(decl ?? { ...UNDECLARED, response: fallback }, status, data);
}

/**
 * The generic calls' answers parsed with each entity's declared record: what the data layer of
 * the generated screens passes on. A resource without a schema still gets records, unchecked
 * beyond being objects.
 */
export function crudAnswers(entities: readonly EntitySchema[]) {
  const byEntity = new Map<string, Map<string, CallDecl>>();
  const declOf = (resource: string, call: string): CallDecl | undefined => {
    let calls = byEntity.get(resource);
    if (!calls) {
      const entity = entities.find((e) => e.name === resource);
      calls = new Map(entity ? crudCalls(entity).map((c) => [c.id.slice(resource.length + 1), c]) : []);
      byEntity.set(resource, calls);
    }
    return calls.get(call) ?? (call === 'by' || call === 'list' ? calls.get('by') : undefined);
  };
  return {
    one(resource: string, call: string, data: unknown, status: number): ServerRecord {
      return check(declOf(resource, call), data, status) as ServerRecord;
    },
    many(resource: string, call: string, data: unknown, status: number): ServerRecord[] {
      const decl = declOf(resource, call);
      return check(decl, data, status, z.array(anyRecord)) as ServerRecord[];
    },
  };
}
