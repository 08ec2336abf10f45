import { Chip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '@/i18n';
import { DataTable } from '@/ui';
import type { FlowListRow } from './types';
import './texts';

// A state a newer server adds is shown in its own words.
const STATES: readonly string[] = ['draft', 'published'];

/** Flows as rows; the title links to the editor and a click anywhere on the row opens it too. */
export function FlowsTable({ rows, showStudy }: { rows: readonly FlowListRow[]; showStudy: boolean }) {
  const translate = useTranslate();
  if (rows.length === 0) return <Typography sx={{ p: 2 }}>{translate('flows.list.empty')}</Typography>;
  return (
    <DataTable
      rows={rows}
      label={translate('flows.list.table')}
      rowOpen={{ href: (r) => `/studies/flow/${r.id}` }}
      columns={[
        { id: 'title', header: translate('flows.fields.title'), cell: (r) => r.title || '—' },
        ...(showStudy
          ? [
              {
                id: 'study',
                header: translate('flows.list.study'),
                cell: (r: FlowListRow) => r.study_title ?? (r.study_id == null ? '' : `#${r.study_id}`),
              },
            ]
          : []),
        { id: 'version', header: translate('flows.list.version'), cell: (r) => r.version ?? '—' },
        {
          id: 'state',
          header: translate('flows.list.state'),
          cell: (r) =>
            r.state ? (
              <Chip
                size="small"
                label={STATES.includes(r.state) ? translate(`flows.state.${r.state}`) : r.state}
                color={r.state === 'published' ? 'success' : 'warning'}
                variant="outlined"
              />
            ) : (
              '—'
            ),
        },
        { id: 'locked_by', header: translate('flows.list.locked_by'), cell: (r) => r.locked_by_name ?? '' },
        { id: 'updated', header: translate('flows.list.updated'), cell: (r) => formatDateTime(r.updated_at) },
      ]}
    />
  );
}
