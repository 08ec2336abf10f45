import './texts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { toast } from '@/ui';
import { revertChange, type AuditEntry } from './history-api';
import { recordName } from './record-rows';
import { useSingleSend } from './use-single-send';

interface RevertRequest {
  entity: string;
  id: string | number;
  entry: AuditEntry;
  /** The fields to write back; omitted for a whole record (a creation or a deletion). */
  fields?: string[];
}

/**
 * Sends a revert (the reason is asked by the risky-writes table on the way out), says what was
 * undone and what was skipped, and reads everything again. Sent once however often it is asked.
 * `doneKey` names what was undone in the caller's words ("Restored: …"), given `fields`.
 */
export function useRevert(onDone: () => void, doneKey = 'audit.revert.done') {
  const translate = useTranslate();
  const client = useQueryClient();
  const revert = useMutation({
    mutationFn: ({ entity, id, entry, fields }: RevertRequest) => revertChange(entity, id, entry, fields),
    onSuccess: (outcome, { entry }) => {
      onDone();
      // The server names a whole record "record"; the person reads which one.
      const named = (field: string) => (field === 'record' ? recordName(translate, entry) : field);
      const parts = [translate(doneKey, { fields: outcome.reverted.map(named).join(', ') })];
      if (outcome.skipped.length > 0)
        parts.push(
          translate('audit.revert.skipped', {
            fields: outcome.skipped.map((s) => `${named(s.field)} (${s.why})`).join(', '),
          }),
        );
      toast.show(parts.join(' '), outcome.skipped.length > 0 ? 'warning' : 'success');
      // The record's own screens read it again, as do the history and the Audit screen.
      void client.invalidateQueries();
    },
    onError: (e) => toast.show(e.message, 'danger'),
  });
  const send = useSingleSend((request: RevertRequest) =>
    // The error is shown by onError; the promise only tells the guard the send is over.
    revert.mutateAsync(request).catch(() => undefined),
  );
  return { send, busy: revert.isPending };
}
