import { Box } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { ListContextProvider, useListContext, type RaRecord } from 'react-admin';
import { useWaitAtMost } from '@/ui/use-wait-at-most';
import { useReferencesWaiting } from '../widgets/list-references';

/** The longest the rows wait for their references' names before they are shown without them. */
export const HOLD_FOR_REFERENCES_MS = 1000;

/**
 * A page of rows is shown once the names of the records its reference columns point at have
 * arrived: shown before, each cell would first read an id and then a name, and the columns would
 * be laid out again under the reader's eyes (the lists' layout shift). Meanwhile a new page's
 * previous rows stay, dimmed as stale. A reference that takes longer than HOLD_FOR_REFERENCES_MS, or
 * fails, does not keep the rows from the user.
 */
export function HeldRows({ children }: { children: ReactNode }) {
  const list = useListContext();
  const waiting = useReferencesWaiting();
  const overdue = useWaitAtMost(waiting, HOLD_FOR_REFERENCES_MS);
  const [shown, setShown] = useState<RaRecord[] | undefined>(undefined);
  const ready = !waiting || overdue;
  if (ready && list.data !== shown) setShown(list.data);
  // A first page has nothing to stand in for it: it is laid out at once, so nothing below it
  // moves, but drawn only with the names (transparent until then, and marked busy).
  const unseen = !ready && shown === undefined;
  const value = ready || unseen ? list : { ...list, data: shown, isPlaceholderData: true, isFetching: true };
  // The same elements in every state: the table is never mounted again when the names arrive.
  return (
    <ListContextProvider value={value as typeof list}>
      <Box sx={unseen ? UNSEEN : undefined} aria-busy={unseen || undefined}>
        {children}
      </Box>
    </ListContextProvider>
  );
}

const UNSEEN = { opacity: 0 } as const;
