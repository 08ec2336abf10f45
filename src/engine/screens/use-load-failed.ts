import { useCallback } from 'react';
import { useRedirect } from 'react-admin';

/**
 * When a record cannot be loaded for its show or edit page, the user goes back to the list, as
 * react-admin does. The HTTP client has already shown the spec's toast for the failure ("404",
 * "Network error", the server's message), so react-admin's own "Element does not exist" is not
 * added on top of it.
 */
export function useLoadFailed(resource: string): () => void {
  const redirect = useRedirect();
  return useCallback(() => redirect('list', resource), [redirect, resource]);
}
