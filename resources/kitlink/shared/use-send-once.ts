import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { HttpError } from '@/http';

/**
 * A write that cannot be sent twice: a second send while one is on its way is ignored, and a
 * retry after a request that got no answer reuses its idempotency key, so the server applies it
 * once. An answer (success or refusal) ends the key; the next send is a new intent.
 */
export function useSendOnce<V, R>(send: (vars: V, key: string) => Promise<R>) {
  const key = useRef<string | null>(null);
  const busy = useRef(false);
  const mutation = useMutation({
    mutationFn: (vars: V) => send(vars, key.current!),
    onSuccess: () => {
      key.current = null;
    },
    onError: (error) => {
      if (error instanceof HttpError && error.status > 0) key.current = null;
    },
    onSettled: () => {
      busy.current = false;
    },
  });
  /** Resolves with the answer, or undefined when ignored or failed (the error is on `mutation`). */
  const run = async (vars: V): Promise<R | undefined> => {
    if (busy.current) return undefined;
    busy.current = true;
    key.current ??= crypto.randomUUID();
    return mutation.mutateAsync(vars).catch(() => undefined);
  };
  return { run, pending: mutation.isPending, error: mutation.error, reset: mutation.reset };
}
