import DeleteIcon from '@mui/icons-material/Delete';
import { useState, type MouseEvent } from 'react';
import {
  Button,
  Confirm,
  useDeleteMany,
  useGetResourceLabel,
  useListContext,
  useNotify,
  useResourceContext,
} from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/data/query-keys';
import { PartialDeleteError } from '@/lib/partial-delete';
import { midSentence } from '../widgets/labels';

/**
 * Bulk delete that asks first and waits for the server (pessimistic). The spec's API deletes one
 * record per request, so some may fail: the request's own toast says why, this one how many were
 * deleted, and only the records still there stay selected, ready for another try.
 */
export function EntityBulkDeleteButton() {
  const resource = useResourceContext() ?? '';
  const { selectedIds, onSelect, onUnselectItems } = useListContext();
  const [open, setOpen] = useState(false);
  const [deleteMany, { isPending }] = useDeleteMany();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const resourceLabel = useGetResourceLabel();
  const count = selectedIds.length;
  // Lower case inside the sentence, as react-admin's single delete has it ("Delete 2 call logs").
  const name = midSentence(resourceLabel(resource, count));

  const confirm = (event: MouseEvent) => {
    event.stopPropagation();
    void deleteMany(
      resource,
      { ids: selectedIds },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('ra.notification.deleted', { type: 'info', messageArgs: { smart_count: count } });
          onUnselectItems();
        },
        onError: (error: unknown) => {
          if (error instanceof PartialDeleteError) {
            notify('engine.bulk_delete.partial', {
              type: 'error',
              // The server's reason is already in the request's own error toast.
              messageArgs: {
                deleted: error.deleted.length,
                total: error.deleted.length + error.failed.length,
                smart_count: error.failed.length,
              },
            });
            onSelect(error.failed);
          } else {
            const message = error instanceof Error ? error.message : '';
            notify(message || 'ra.notification.http_error', { type: 'error', messageArgs: { _: message } });
          }
        },
        // Either way the page is read again: rows from the next page move up into the places of
        // the deleted ones, and the total is the server's. (A call-time onSettled replaces
        // react-admin's own, which would otherwise have done this.)
        onSettled: () => {
          setOpen(false);
          void queryClient.invalidateQueries({ queryKey: queryKeys(resource).all });
        },
      },
    );
  };

  return (
    <>
      <Button
        label="ra.action.delete"
        color="error"
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
      >
        <DeleteIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="ra.message.bulk_delete_title"
        content="ra.message.bulk_delete_content"
        titleTranslateOptions={{ smart_count: count, name }}
        contentTranslateOptions={{ smart_count: count, name }}
        confirmColor="warning"
        onConfirm={confirm}
        onClose={(event: MouseEvent) => {
          event.stopPropagation();
          setOpen(false);
        }}
      />
    </>
  );
}
