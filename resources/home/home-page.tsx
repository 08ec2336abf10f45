import './texts';
import { Box, Typography } from '@mui/material';
import { Title, useGetIdentity, useTranslate } from 'react-admin';
import { usePageTitle } from '@/ui';
import { AreasGrid } from './areas-grid';
import { AttentionPanel } from './attention-panel';
import { RecentPanel } from './recent-panel';

/** Home (`/`): counts that need attention, recent records and the areas this user may open. */
export default function HomePage() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const title = translate('home.title');
  usePageTitle(title);
  const name = identity?.fullName;
  return (
    <Box sx={{ p: { xs: 1, sm: 3 } }}>
      <Title title={title} />
      <Typography variant="h4" component="h1" gutterBottom>
        {name ? translate('home.greeting', { name }) : translate('home.greeting_anonymous')}
      </Typography>
      <AttentionPanel />
      <RecentPanel />
      <AreasGrid />
    </Box>
  );
}
