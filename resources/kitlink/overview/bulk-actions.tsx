import '../texts';
import { Alert, Button, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { queryKeys } from '@/data';
import { toast } from '@/ui';
import { postBulkTransition } from '../api';
import { SendDialog } from '../shared/send-dialog';
import type { BulkTransitionResult, OrderRow } from '../types';
import { useSendOnce } from '../shared/use-send-once';

/** What the approval queue does to its requests, on a row or to several chosen together. */
export const QUEUE_ACTIONS = ['approve', 'reject'] as const;
type QueueAction = (typeof QUEUE_ACTIONS)[number];

interface BulkActionsProps {
  chosen: readonly OrderRow[];
  /** Called once the server has answered, so the choice is dropped. */
  onDone: () => void;
}

/**
 * Approve or reject the chosen requests together: in one request, after a confirmation that
 * names each (a rejection needs a reason), then what the server refused, order by order.
 */
export function BulkActions({ chosen, onDone }: BulkActionsProps) {
  const translate = useTranslate();
  const client = useQueryClient();
  const [asking, setAsking] = useState<QueueAction | null>(null);
  const [failed, setFailed] = useState<BulkTransitionResult['failed']>([]);
  const send = useSendOnce(postBulkTransition);
  const confirm = async (note: string) => {
    if (!asking) return;
    const result = await send.run({ action: asking, note, ids: chosen.map((r) => r.id) });
    if (!result) return;
    const action = translate(`kitlink.order_action.${asking}`);
    setAsking(null);
    onDone();
    setFailed(result.failed);
    if (result.done.length > 0)
      toast.show(translate('kitlink.bulk.done', { action, count: result.done.length }), 'success');
    await client.invalidateQueries({ queryKey: queryKeys('orders').all });
  };
  const count = chosen.length;
  return (
    <>
      {failed.length > 0 && (
        <Alert severity="warning" onClose={() => setFailed([])} sx={{ my: 1 }}>
          {translate('kitlink.bulk.failed', { count: failed.length })}
          <ul>
            {failed.map((f) => (
              <li key={String(f.id)}>{`${f.order_number}: ${f.message}`}</li>
            ))}
          </ul>
        </Alert>
      )}
      <Stack
        direction="row"
        spacing={1}
        sx={{ my: 1 }}
        role="toolbar"
        aria-label={translate('kitlink.bulk.toolbar')}
      >
        {QUEUE_ACTIONS.map((a) => (
          <Button
            key={a}
            size="small"
            variant="outlined"
            color={a === 'reject' ? 'error' : 'primary'}
            disabled={count === 0 || send.pending}
            onClick={() => setAsking(a)}
          >
            {translate(`kitlink.bulk.${a}`, { count })}
          </Button>
        ))}
      </Stack>
      <SendDialog
        open={asking !== null}
        destructive={asking === 'reject'}
        busy={send.pending}
        title={asking ? translate(`kitlink.bulk.confirm_${asking}`, { count }) : ''}
        message={chosen.map((r) => `${r.order_number} (${r.participant?.name ?? ''})`).join(', ')}
        confirmLabel={asking ? translate(`kitlink.bulk.${asking}`, { count }) : ''}
        onCancel={() => setAsking(null)}
        onConfirm={(note) => void confirm(note)}
      />
    </>
  );
}
