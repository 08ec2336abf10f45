import type { DataProvider, GetListParams, GetListResult, RaRecord } from 'react-admin';

/**
 * The schema facts the data layer reads. Structural on purpose: the engine's `EntitySchema`
 * satisfies it, and tests can pass small fixtures without building whole schemas.
 */
export interface EntityFacts {
  readonly name: string;
  readonly endpoint: string;
  /** Composite primary key fields, in order; the client id joins their values with ':'. */
  readonly key?: readonly string[];
  readonly access: { readonly read: 'public' | 'admin' };
  /** Milliseconds a read of this entity may be served from memory. */
  readonly cacheTtl?: number;
}

/** A record as the server sends it, before the client id is derived. */
export type ServerRecord = Record<string, unknown>;

export type { DataProvider, RaRecord };

/** The react-admin CRUD methods, the ones decorators wrap. */
export const READ_METHODS = ['getList', 'getOne', 'getMany', 'getManyReference'] as const;
export const WRITE_METHODS = ['create', 'update', 'updateMany', 'delete', 'deleteMany'] as const;
export type ReadMethod = (typeof READ_METHODS)[number];
export type WriteMethod = (typeof WRITE_METHODS)[number];

/** Reads an entity's generic endpoints cannot serve, supplied by the area that owns them. */
export interface EntityReads {
  getList?: (params: GetListParams) => Promise<GetListResult>;
}

/**
 * Parses the generic calls' answers at the boundary (the app passes the contract's): `call` is the
 * generic call's name (`list`, `one`, `by`, `create`, `update`, `delete`). Throws when an answer
 * breaks the contract; returns the records with their unknown fields kept.
 */
export interface AnswerParsers {
  one(resource: string, call: string, data: unknown, status: number): ServerRecord;
  many(resource: string, call: string, data: unknown, status: number): ServerRecord[];
}
