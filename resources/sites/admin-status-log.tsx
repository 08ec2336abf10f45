import './texts';
import { Alert, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate, type Identifier } from 'react-admin';
import { formatDateTime } from '@/i18n';
import { getAdminStatusLog, sitesKeys } from './api';

/** Every admin status a referral has had, newest first, with who set it, when and why. */
export function AdminStatusLog({ patientId }: { patientId: Identifier }) {
  const translate = useTranslate();
  const log = useQuery({ queryKey: sitesKeys.log(patientId), queryFn: () => getAdminStatusLog(patientId) });
  const title = translate('sites.admin_status.log');
  if (log.isError) return <Alert severity="error">{translate('sites.admin_status.log_failed')}</Alert>;
  if (!log.data) return null;
  return (
    <>
      <Typography variant="subtitle1" component="h3">
        {title}
      </Typography>
      {log.data.length === 0 ? (
        <Typography color="text.secondary">{translate('sites.admin_status.log_empty')}</Typography>
      ) : (
        <List dense aria-label={title} sx={{ maxHeight: 260, overflowY: 'auto' }}>
          {log.data.map((entry) => {
            const when = entry.created_at ? formatDateTime(entry.created_at) : '—';
            return (
              <ListItem key={entry.id} disableGutters divider>
                <ListItemText
                  primary={entry.admin_status_label ?? '—'}
                  secondary={
                    <>
                      <span style={{ display: 'block' }}>
                        {entry.changed_by_name
                          ? translate('sites.admin_status.by', { when, who: entry.changed_by_name })
                          : translate('sites.admin_status.by_unknown', { when })}
                      </span>
                      {entry.note && <span style={{ display: 'block' }}>{entry.note}</span>}
                    </>
                  }
                />
              </ListItem>
            );
          })}
        </List>
      )}
    </>
  );
}
