import '../texts';
import { LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDate } from '@/i18n';
import { DataTable, RefLink } from './data-table';
import type { ConsignmentRow } from '../types';

/** Consignments on their way to a lab, with how much of each has been received. */
export function ConsignmentList({ rows }: { rows: readonly ConsignmentRow[] }) {
  const translate = useTranslate();
  return (
    <DataTable
      rows={rows}
      label={translate('kitlink.receiving_table')}
      columns={[
        {
          id: 'consignment',
          cell: (c) => <RefLink to={`/kitlink/consignment/${c.id}`}>{c.reference}</RefLink>,
        },
        { id: 'lab', cell: (c) => c.lab?.name },
        { id: 'dispatched_at', cell: (c) => formatDate(c.dispatched_at) },
        { id: 'tally', cell: (c) => <TallyBar tally={c.tally} /> },
      ]}
    />
  );
}

export function TallyBar({ tally }: { tally: ConsignmentRow['tally'] }) {
  const translate = useTranslate();
  const text = translate('kitlink.tally', tally);
  return (
    <Stack spacing={0.5} sx={{ minWidth: 160 }}>
      <Typography variant="body2">{text}</Typography>
      <LinearProgress
        variant="determinate"
        aria-label={text}
        value={tally.expected === 0 ? 0 : (100 * tally.received) / tally.expected}
      />
    </Stack>
  );
}
