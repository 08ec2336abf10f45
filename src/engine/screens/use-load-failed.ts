import { useCallback } from 'react';
import { useRedirect } from 'react-admin';

const statusOf = (error: unknown): number | undefined =>
  typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number'
    ? error.status
    : undefined;

/**
 * When a record cannot be loaded for its show or edit page: a record that does not exist (404,
 * e.g. deleted since) sends the user back to the list. Any other failure (the network, a 5xx)
 * keeps the page and its address, with `RecordLoadError` and its retry in place of the record.
 * The HTTP client has already shown the spec's toast for the failure ("404", "Network error", the
 * server's message), so react-admin's own "Element does not exist" is not added on top of it.
 */
export function useLoadFailed(resource: string): (error: unknown) => void {
  const redirect = useRedirect();
  return useCallback(
    (error: unknown) => {
      if (statusOf(error) === 404) redirect('list', resource);
    },
    [redirect, resource],
  );
}
