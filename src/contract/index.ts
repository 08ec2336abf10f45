export { callApi, callPaged, type CallInput, type PagedAnswer } from './call';
export { ContractError, fieldPath } from './contract-error';
export { mayCall, pathValues } from './access';
export { defineCall, fillPath, findCall, pathMatcher, pathParams } from './define';
export { crudCalls, listQuery } from './crud';
export { coreCalls } from './core';
export { recordSchema, writeSchema } from './records';
export { buildOpenApi, accessText } from './openapi';
export type { CallAccess, CallDecl, CallKind, CallProbe, ResponseOf, Schema } from './types';
export { crudAnswers } from './crud-answers';
export { named, pascal } from './names';
export { judgeAnswer, probeBackend, probePassed, type ProbeResult, type ProbeTarget } from './probe';
export { buildCallsTable } from './calls-table';
export { usersCondition, usersGroup, usersQuery } from './users-query';
export {
  auditCalls,
  auditChange,
  auditEntry,
  auditSignature,
  AUDIT_KINDS,
  AUDIT_PERMISSION,
  REASON_HEADER,
  RELEASE_MEANING,
  signatureBody,
} from './audit';
