import { HttpError } from '@/http';
import { translate } from '@/i18n';
import type { FlowDraft } from './types';
import './texts';

// A flow save is two calls: the flow's fields and sections (PATCH), then its blocks. When only the
// first goes through, the server holds the new fields with the old blocks. The editor keeps the
// whole working copy (the save failed), and this remembers what the first call stored, so the
// retry sends only the blocks as long as the fields and sections are still the ones stored.

interface Stored {
  /** The fields and sections as the PATCH stored them. */
  fields: string;
  /** The reason given for a consent change, with the blocks it was given for. */
  reason?: string;
  blocks: string;
}

const stored = new Map<string, Stored>();

const fieldsOf = (draft: FlowDraft) => JSON.stringify([draft.fields, draft.sections]);

/** After the fields went through and the blocks did not. */
export function rememberFieldsStored(flowId: string | number, draft: FlowDraft, reason?: string): void {
  stored.set(String(flowId), { fields: fieldsOf(draft), blocks: JSON.stringify(draft.blocks), reason });
}

/** Whether the server already holds this draft's fields and sections from a save whose blocks failed. */
export function fieldsAlreadyStored(flowId: string | number, draft: FlowDraft): boolean {
  return stored.get(String(flowId))?.fields === fieldsOf(draft);
}

/** The consent reason given for these very blocks in the save that failed: it is not asked twice. */
export function reasonGivenFor(flowId: string | number, draft: FlowDraft): string | undefined {
  const entry = stored.get(String(flowId));
  return entry && entry.blocks === JSON.stringify(draft.blocks) ? entry.reason : undefined;
}

/** The flow was saved whole, or read again from the server: nothing is half-saved any more. */
export function forgetPartialSave(flowId: string | number): void {
  stored.delete(String(flowId));
}

/**
 * The blocks call's failure, reworded to say what was saved and what was not. It stays an
 * `HttpError` with the same status, so a lost check-out or a dropped connection is still treated
 * as one.
 */
export function blocksNotSaved(error: unknown): Error {
  const why = error instanceof Error && error.message !== '' ? error.message : String(error);
  const message = translate('flows.save.blocks_failed', { reason: why });
  if (error instanceof HttpError)
    return new HttpError({
      status: error.status,
      body: error.body,
      message,
      aborted: error.aborted,
      cause: error,
    });
  return new Error(message, { cause: error });
}
