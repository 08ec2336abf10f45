import type { Identifier } from 'react-admin';

/**
 * A bulk delete in which some records were deleted and others were not. The spec's API deletes one
 * record per request, so a bulk delete can half succeed; the list needs both halves to tell the user
 * what happened and to keep only the records still there selected.
 */
export class PartialDeleteError extends Error {
  readonly deleted: Identifier[];
  readonly failed: Identifier[];
  /** The first failure's own message (the server's reason). */
  readonly reason: string;

  constructor(deleted: Identifier[], failed: Identifier[], cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(
      `${deleted.length} of ${deleted.length + failed.length} deleted; ${failed.length} could not be deleted: ${reason}`,
      {
        cause,
      },
    );
    this.name = 'PartialDeleteError';
    this.deleted = deleted;
    this.failed = failed;
    this.reason = reason;
  }
}
