import { HttpError } from '@/http';
import type { CallDecl } from './types';

interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** `data.rows[3].title`: where in the answer an issue sits, without any of its values. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (text, key) =>
      typeof key === 'number' ? `${text}[${key}]` : text ? `${text}.${String(key)}` : String(key),
    '',
  );
}

/**
 * A 2xx answer that breaks the contract where the console needs it. An `HttpError` (so callers
 * that tell statuses apart still catch it) whose message names the call and the field, never a
 * value: it goes to error tracking and into the panel that could not show the answer.
 */
export class ContractError extends HttpError {
  readonly callId: string;
  readonly field: string;

  constructor(decl: CallDecl, status: number, issues: readonly Issue[]) {
    const first = issues[0];
    const field = first ? fieldPath(first.path) || '(the whole answer)' : '(the whole answer)';
    const more = issues.length > 1 ? ` (and ${issues.length - 1} more)` : '';
    super({
      status,
      message: `${decl.method} ${decl.path} answered without what the console needs: ${field}: ${first?.message ?? 'unexpected shape'}${more}`,
    });
    this.name = 'ContractError';
    this.callId = decl.id;
    this.field = field;
  }
}
