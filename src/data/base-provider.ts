import type {
  CreateParams,
  DataProvider,
  DeleteManyParams,
  DeleteParams,
  GetListParams,
  GetListResult,
  GetManyParams,
  GetManyReferenceParams,
  GetOneParams,
  Identifier,
  UpdateManyParams,
  UpdateParams,
} from 'react-admin';
import { request } from '@/http';
import { PartialDeleteError } from '@/lib/partial-delete';
import { asVersionConflict, changedFields, versionTag } from './changes';
import {
  entityLookup,
  pathSegment,
  recordPath,
  toClientRecord,
  toClientRecords,
  toServerData,
} from './entity-paths';
import { GENE_VARIANTS, getGeneVariants, pageOf } from './gene-variants';
import { listQuery } from './list-params';
import { quietOptions } from './prefetch';
import type { AnswerParsers, EntityFacts, EntityReads, ServerRecord } from './types';

/** Reads of entities with `access.read === 'admin'` go through the admin read endpoint. */
function listPath(facts: EntityFacts): string {
  return facts.access.read === 'admin' ? `/admin/read/${facts.endpoint}` : `/${facts.endpoint}`;
}

function listResult(facts: EntityFacts, rows: ServerRecord[], total: number | undefined): GetListResult {
  return { data: toClientRecords(facts, rows), total };
}

/**
 * CRUD mapped onto the generic endpoints (CONTRACT "Generic data contract", documented in docs/backend.md).
 * Plain: no caching, de-duplication or error reshaping; decorators add those.
 */
/**
 * The longest id list one `by/id` path carries: well inside the 8 KiB request line common servers
 * and proxies accept, with room for the rest of the URL and the headers.
 */
export const MAX_IDS_IN_PATH = 4000;

/** Comma-joined id lists of at most `MAX_IDS_IN_PATH` characters each, in the given order. */
export function idBatches(segments: readonly string[], max = MAX_IDS_IN_PATH): string[] {
  const batches: string[] = [];
  let current = '';
  for (const segment of segments) {
    if (current && current.length + 1 + segment.length > max) {
      batches.push(current);
      current = '';
    }
    current = current ? `${current},${segment}` : segment;
  }
  if (current) batches.push(current);
  return batches;
}

const isRecord = (v: unknown): v is ServerRecord => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Without the contract's parsers (small tests): records as they come, refused only when not records. */
export const UNCHECKED_ANSWERS: AnswerParsers = {
  one(resource, call, data) {
    if (!isRecord(data)) throw new TypeError(`${resource} ${call}: the answer is not a record`);
    return data;
  },
  many(resource, call, data) {
    if (!Array.isArray(data) || !data.every(isRecord))
      throw new TypeError(`${resource} ${call}: the answer is not a list of records`);
    return data;
  },
};

export function createBaseDataProvider(
  entities: readonly EntityFacts[],
  reads: Readonly<Record<string, EntityReads>> = {},
  answers: AnswerParsers = UNCHECKED_ANSWERS,
): DataProvider {
  const facts = entityLookup(entities);

  const putOne = async (
    f: EntityFacts,
    id: Identifier,
    data: Record<string, unknown>,
    headers?: Record<string, string>,
  ) => {
    const res = await request<unknown>(recordPath(f, id), {
      method: 'PUT',
      data: toServerData(f, data, id),
      ...(headers ? { headers } : {}),
    });
    return answers.one(f.name, 'update', res.data, res.status);
  };

  const deleteOne = async (f: EntityFacts, id: Identifier): Promise<ServerRecord | undefined> => {
    const res = await request<unknown>(recordPath(f, id), { method: 'DELETE' });
    // A 204 (or an empty body) is a delete without the record.
    return res.data === undefined || res.data === null
      ? undefined
      : answers.one(f.name, 'delete', res.data, res.status);
  };

  const provider = {
    async getList(resource: string, params: GetListParams) {
      const f = facts(resource);
      const own = reads[resource]?.getList;
      if (own) return own(params);
      const res = await request<unknown>(listPath(f), {
        params: listQuery(params),
        ...quietOptions(params.meta),
      });
      return listResult(f, answers.many(f.name, 'list', res.data, res.status), res.meta?.total);
    },

    async getOne(resource: string, params: GetOneParams) {
      const f = facts(resource);
      const res = await request<unknown>(recordPath(f, params.id), quietOptions(params.meta));
      return { data: toClientRecord(f, answers.one(f.name, 'one', res.data, res.status)) };
    },

    async getMany(resource: string, params: GetManyParams) {
      const f = facts(resource);
      if (params.ids.length === 0) return { data: [] };
      // One request for the usual page; more only where the ids would make a path too long.
      const paths = idBatches(params.ids.map(pathSegment)).map((ids) => `/${f.endpoint}/by/id/${ids}`);
      const results = await Promise.all(paths.map((path) => request<unknown>(path)));
      return {
        data: toClientRecords(
          f,
          results.flatMap((res) => answers.many(f.name, 'by', res.data, res.status)),
        ),
      };
    },

    async getManyReference(resource: string, params: GetManyReferenceParams) {
      const f = facts(resource);
      // A gene's variants come from the spec's own call, matched on the exact gene name.
      if (f.endpoint === GENE_VARIANTS.endpoint && params.target === GENE_VARIANTS.target) {
        const { rows, total } = pageOf(await getGeneVariants(String(params.id ?? '')), params);
        return listResult(f, rows, total);
      }
      const query = listQuery(params);
      const res =
        f.access.read === 'admin'
          ? await request<unknown>(listPath(f), {
              params: { ...query, by: params.target, field: params.id },
            })
          : await request<unknown>(
              `/${f.endpoint}/by/${pathSegment(params.target)}/${pathSegment(params.id)}`,
              { params: query },
            );
      const call = f.access.read === 'admin' ? 'list' : 'by';
      return listResult(f, answers.many(f.name, call, res.data, res.status), res.meta?.total);
    },

    async create(resource: string, params: CreateParams) {
      const f = facts(resource);
      const res = await request<unknown>(`/${f.endpoint}`, { method: 'POST', data: params.data });
      return { data: toClientRecord(f, answers.one(f.name, 'create', res.data, res.status)) };
    },

    /**
     * Only the fields changed since the form loaded the record, made conditional on the version it
     * was loaded at: a save never writes back what someone else changed meanwhile, and is refused
     * (VersionConflictError) when the record moved on. Nothing changed: nothing is sent.
     */
    async update(resource: string, params: UpdateParams) {
      const f = facts(resource);
      const previous = params.previousData as ServerRecord | undefined;
      const changes = changedFields(params.data, previous);
      if (previous && Object.keys(changes).length === 0) return { data: previous };
      const tag = versionTag(previous);
      try {
        const saved = await putOne(f, params.id, changes, tag ? { 'If-Match': tag } : undefined);
        return { data: toClientRecord(f, saved) };
      } catch (error) {
        throw asVersionConflict(error, (record) => toClientRecord(f, record));
      }
    },

    // No bulk endpoint exists: one PUT per id, carrying only the changed fields.
    async updateMany(resource: string, params: UpdateManyParams) {
      const f = facts(resource);
      await Promise.all(params.ids.map((id) => putOne(f, id, params.data)));
      return { data: params.ids };
    },

    async delete(resource: string, params: DeleteParams) {
      const f = facts(resource);
      const deleted = await deleteOne(f, params.id);
      // A 204 has no body; react-admin still needs the deleted record to update its caches.
      return { data: deleted ? toClientRecord(f, deleted) : (params.previousData ?? { id: params.id }) };
    },

    async deleteMany(resource: string, params: DeleteManyParams) {
      const f = facts(resource);
      const results = await Promise.allSettled(params.ids.map((id) => deleteOne(f, id)));
      const failures = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
      if (failures.length === 0) return { data: params.ids };
      // Nothing deleted: the request's own error, as for a single delete.
      if (failures.length === results.length) throw failures[0];
      const deleted = params.ids.filter((_, i) => results[i]?.status === 'fulfilled');
      const failed = params.ids.filter((_, i) => results[i]?.status === 'rejected');
      throw new PartialDeleteError(deleted, failed, failures[0]);
    },
  };
  // The methods are written for any record; DataProvider's are generic in the record type.
  return provider as DataProvider;
}
