export { callApi, callPaged, type CallInput, type PagedAnswer } from './call';
export { ContractError, fieldPath } from './contract-error';
export { defineCall, fillPath, findCall, pathMatcher, pathParams } from './define';
export { crudCalls, listQuery } from './crud';
export { coreCalls } from './core';
export { recordSchema, writeSchema } from './records';
export { buildOpenApi, accessText } from './openapi';
export type { CallAccess, CallDecl, CallKind, CallProbe, ResponseOf, Schema } from './types';
