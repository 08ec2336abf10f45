import { HttpError } from '@/http';
import { decorate } from './decorate';
import { READ_METHODS, WRITE_METHODS, type DataProvider } from './types';

/**
 * react-admin puts server messages on form fields from `error.body.errors`, and only when that is
 * a flat `{ field: "text" }` object (ra-core setSubmissionErrors recurses into arrays and objects).
 * The server may send `string[]` per field; HttpError.fieldErrors holds them flattened, so they
 * replace `body.errors` in a new HttpError with the same status and message.
 */
export function toFormError(error: unknown): unknown {
  if (!(error instanceof HttpError) || Object.keys(error.fieldErrors).length === 0) return error;
  const body =
    typeof error.body === 'object' && error.body !== null ? error.body : { message: error.message };
  return new HttpError({
    status: error.status,
    message: error.message,
    body: { ...body, errors: { ...error.fieldErrors } },
    aborted: error.aborted,
    cause: error,
  });
}

export function withFormErrors(provider: DataProvider): DataProvider {
  return decorate(
    provider,
    [...READ_METHODS, ...WRITE_METHODS],
    (call) => (resource, params) =>
      call(resource, params).catch((error: unknown) => {
        throw toFormError(error);
      }),
  );
}
