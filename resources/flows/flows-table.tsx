import {
  Chip,
  Link as MuiLink,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import { formatDateTime } from '@/i18n';
import type { FlowListRow } from './types';
import './texts';

// A state a newer server adds is shown in its own words.
const STATES: readonly string[] = ['draft', 'published'];

/** Flows as rows; the title links to the editor and a click anywhere on the row opens it too. */
export function FlowsTable({ rows, showStudy }: { rows: readonly FlowListRow[]; showStudy: boolean }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  if (rows.length === 0) return <Typography sx={{ p: 2 }}>{translate('flows.list.empty')}</Typography>;
  return (
    <Table size="small" aria-label={translate('flows.list.table')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('flows.fields.title')}</TableCell>
          {showStudy && <TableCell>{translate('flows.list.study')}</TableCell>}
          <TableCell>{translate('flows.list.version')}</TableCell>
          <TableCell>{translate('flows.list.state')}</TableCell>
          <TableCell>{translate('flows.list.locked_by')}</TableCell>
          <TableCell>{translate('flows.list.updated')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((r) => (
          <TableRow
            key={r.id}
            hover
            sx={{ cursor: 'pointer' }}
            onClick={() => navigate(`/studies/flow/${r.id}`)}
          >
            <TableCell>
              <MuiLink component={Link} to={`/studies/flow/${r.id}`} onClick={(e) => e.stopPropagation()}>
                {r.title || '—'}
              </MuiLink>
            </TableCell>
            {showStudy && (
              <TableCell>{r.study_title ?? (r.study_id == null ? '' : `#${r.study_id}`)}</TableCell>
            )}
            <TableCell>{r.version ?? '—'}</TableCell>
            <TableCell>
              {r.state ? (
                <Chip
                  size="small"
                  label={STATES.includes(r.state) ? translate(`flows.state.${r.state}`) : r.state}
                  color={r.state === 'published' ? 'success' : 'warning'}
                  variant="outlined"
                />
              ) : (
                '—'
              )}
            </TableCell>
            <TableCell>{r.locked_by_name ?? ''}</TableCell>
            <TableCell>{formatDateTime(r.updated_at)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
