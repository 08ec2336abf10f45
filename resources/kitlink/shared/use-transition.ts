import '../texts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslate, type Identifier } from 'react-admin';
import { queryKeys } from '@/data';
import { HttpError } from '@/http';
import { toast } from '@/ui';
import { postTransition } from '../api';
import { KIT_TABLE, ORDER_TABLE } from '@/domain/kit-states';
import { actionLabel } from '../states';

const newKey = () => crypto.randomUUID();

/**
 * Sends a transition of one order or kit at most once. A click while one is on its way, or
 * before the screen shows the state it led to, is ignored, and a retry after a failure sends the same idempotency key, so the server applies it
 * once whatever reached it. The key is dropped once the server has answered.
 */
export function useTransition(subject: 'order' | 'kit', id: Identifier, state: string) {
  const client = useQueryClient();
  const translate = useTranslate();
  const table = subject === 'order' ? ORDER_TABLE : KIT_TABLE;
  const keys = useRef(new Map<string, string>());
  // The state a transition was sent from: nothing more is sent until the screen shows another
  // state (success) or the server has refused (failure), so a late second click finds no target.
  const sentFrom = useRef<string | null>(null);
  const [waitingOn, setWaitingOn] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: ({ action, note, key }: { action: string; note: string; key: string }) =>
      postTransition(subject, id, { action, note }, key),
    onSuccess: async (_data, { action }) => {
      keys.current.delete(action);
      toast.show(translate('kitlink.done', { action: translate(actionLabel(table, action)) }), 'success');
      await Promise.all([
        client.invalidateQueries({ queryKey: queryKeys('orders').all }),
        client.invalidateQueries({ queryKey: queryKeys('kits').all }),
        client.invalidateQueries({ queryKey: queryKeys('assays').all }),
      ]);
    },
    // An answered refusal is final for that key; only a request that got no answer keeps its key.
    onError: (error, { action }) => {
      if (error instanceof HttpError && error.status > 0) keys.current.delete(action);
      sentFrom.current = null;
      setWaitingOn(null);
    },
  });
  /** Resolves true once the transition is recorded; false when ignored or refused (the error is toasted). */
  const run = async (action: string, note = ''): Promise<boolean> => {
    if (sentFrom.current === state) return false;
    sentFrom.current = state;
    setWaitingOn(state);
    let key = keys.current.get(action);
    if (!key) {
      key = newKey();
      keys.current.set(action, key);
    }
    return mutation.mutateAsync({ action, note, key }).then(
      () => true,
      () => false,
    );
  };
  return { run, pending: mutation.isPending || waitingOn === state };
}
