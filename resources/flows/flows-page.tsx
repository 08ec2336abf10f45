import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { usePageTitle } from '@/ui';
import { FlowsList } from './flows-list';
import './texts';

/** `/flows`: every flow across studies. */
export default function FlowsPage() {
  const translate = useTranslate();
  usePageTitle(translate('flows.list.title'));
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate('flows.list.title')}
      </Typography>
      <FlowsList />
    </Box>
  );
}
