import { HttpError } from './errors';

/**
 * The words of an answer the console could not read (a ContractError from src/contract names the
 * call and the field, never a value): shown in the panel that failed, so a backend team sees what
 * to fix. Any other failure has nothing to add to the panel's own text.
 */
export function unreadableAnswer(error: unknown): string | undefined {
  return error instanceof HttpError && error.name === 'ContractError' ? error.message : undefined;
}
