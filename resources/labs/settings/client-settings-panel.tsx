import '../texts';
import { Box, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { QueryState } from '@/ui/query-state';
import { getClientSettings, settingsKeys } from './settings-api';

const shown = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** What every console receives at start-up (`GET /admin/client-settings`), read only. */
export function ClientSettingsPanel() {
  const translate = useTranslate();
  const client = useQuery({ queryKey: settingsKeys.client, queryFn: getClientSettings });
  return (
    <Box component="section" aria-labelledby="labs-client-settings">
      <Typography id="labs-client-settings" variant="h5" component="h2">
        {translate('labs.settings.client_title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('labs.settings.client_help')}
      </Typography>
      <QueryState {...client}>
        {() => (
          <Table size="small" aria-labelledby="labs-client-settings" sx={{ maxWidth: 720 }}>
            <TableBody>
              {Object.entries(client.data!).map(([key, value]) => (
                <TableRow key={key}>
                  <TableCell component="th" scope="row" sx={{ fontFamily: 'monospace' }}>
                    {key}
                  </TableCell>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{shown(value)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </QueryState>
    </Box>
  );
}
