import './texts';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { usePermissionCheck } from '@/auth';
import { queryKeys } from '@/data';
import { formatNumber } from '@/i18n';
import { toast } from '@/ui';
import { postBulkTransition } from './api';
import { QUEUE_LIST } from './columns';
import { DataTable } from './data-table';
import { loadApprovals } from './list-api';
import { ListHeading, PagedRows } from './paged-list';
import { useSeeAll } from './see-all';
import { SendDialog } from './send-dialog';
import { ORDER_TABLE } from './states';
import { TransitionButtons } from './transition-buttons';
import type { BulkTransitionResult, OrderRow, OverviewFilter, Page } from './types';
import { usePagedList } from './use-paged-list';
import { useSendOnce } from './use-send-once';

const QUEUE_ACTIONS = ['approve', 'reject'] as const;
type QueueAction = (typeof QUEUE_ACTIONS)[number];
/** As many requests as the overview sends first, so they show at once. */
const QUEUE_SIZE = 20;

/**
 * Requests waiting for approval, oldest first: each approved or rejected on its row, or several
 * chosen and approved or rejected together in one request after a confirmation.
 */
export function ApprovalQueue({ first, filter }: { first: Page<OrderRow>; filter: OverviewFilter }) {
  const translate = useTranslate();
  const client = useQueryClient();
  const can = usePermissionCheck();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // Only the requests shown can be chosen: another page drops the choice.
  const list = usePagedList({
    name: 'approvals',
    filter,
    first,
    load: loadApprovals,
    size: QUEUE_SIZE,
    onMove: () => setSelected(new Set()),
  });
  const queue = list.shown ?? first;
  const seeAll = useSeeAll('approvals', filter);
  const [asking, setAsking] = useState<QueueAction | null>(null);
  const [failed, setFailed] = useState<BulkTransitionResult['failed']>([]);
  const send = useSendOnce(postBulkTransition);
  const chosen = queue.rows.filter((r) => selected.has(String(r.id)));
  const numberOf = (id: string) => queue.rows.find((r) => String(r.id) === id)?.order_number ?? id;
  const confirm = async (note: string) => {
    if (!asking) return;
    const result = await send.run({ action: asking, note, ids: chosen.map((r) => r.id) });
    if (!result) return;
    const action = translate(`kitlink.order_action.${asking}`);
    setAsking(null);
    setSelected(new Set());
    setFailed(result.failed);
    if (result.done.length > 0)
      toast.show(translate('kitlink.bulk.done', { action, count: result.done.length }), 'success');
    await client.invalidateQueries({ queryKey: queryKeys('orders').all });
  };
  const mayAct = can(ORDER_TABLE.transitions.find((t) => t.action === 'approve')!.permission);
  return (
    <Box component="section" aria-labelledby="kitlink-approvals">
      <ListHeading
        id="kitlink-approvals"
        title={translate('kitlink.approvals', { count: formatNumber(queue.total) })}
        seeAll={seeAll}
      />
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
      {queue.total === 0 ? (
        <Typography color="text.secondary">{translate('kitlink.no_approvals')}</Typography>
      ) : (
        <>
          {mayAct && (
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
                  disabled={chosen.length === 0 || send.pending}
                  onClick={() => setAsking(a)}
                >
                  {translate(`kitlink.bulk.${a}`, { count: chosen.length })}
                </Button>
              ))}
            </Stack>
          )}
          <PagedRows list={list} name="approvals">
            {(page) => (
              <DataTable
                rows={page.rows}
                label={translate('kitlink.approvals_table')}
                columns={[
                  ...QUEUE_LIST,
                  {
                    id: 'actions',
                    cell: (o) => (
                      <TransitionButtons
                        table={ORDER_TABLE}
                        id={o.id}
                        state={o.status}
                        subjectLabel={o.order_number}
                        only={QUEUE_ACTIONS}
                        size="small"
                      />
                    ),
                  },
                ]}
                selection={
                  mayAct
                    ? {
                        selected,
                        rowLabel: (id) => translate('kitlink.bulk.select', { number: numberOf(id) }),
                        onToggle: (id) =>
                          setSelected((s) => {
                            const next = new Set(s);
                            if (next.has(id)) next.delete(id);
                            else next.add(id);
                            return next;
                          }),
                        onToggleAll: (all) =>
                          setSelected(new Set(all ? queue.rows.map((r) => String(r.id)) : [])),
                      }
                    : undefined
                }
              />
            )}
          </PagedRows>
        </>
      )}
      <SendDialog
        open={asking !== null}
        destructive={asking === 'reject'}
        busy={send.pending}
        title={asking ? translate(`kitlink.bulk.confirm_${asking}`, { count: chosen.length }) : ''}
        message={chosen.map((r) => `${r.order_number} (${r.participant?.name ?? ''})`).join(', ')}
        confirmLabel={asking ? translate(`kitlink.bulk.${asking}`, { count: chosen.length }) : ''}
        onCancel={() => setAsking(null)}
        onConfirm={(note) => void confirm(note)}
      />
    </Box>
  );
}
