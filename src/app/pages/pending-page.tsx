import ConstructionIcon from '@mui/icons-material/Construction';
import { Alert, Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { usePageTitle } from '@/ui';

export interface PendingPageProps {
  /** Key under `app.routes.<id>`: the screen's title, what it will do and where to work meanwhile. */
  routeId: string;
}

/**
 * Stands in for a screen that is not built yet, in words for staff: what the screen will do and
 * where in the console to do the task until then. Navigation and guards work as they will.
 */
export function PendingPage({ routeId }: PendingPageProps) {
  const translate = useTranslate();
  const title = translate(`app.routes.${routeId}.title`);
  usePageTitle(title);
  return (
    <Box sx={{ p: { xs: 1, sm: 3 }, maxWidth: 880 }}>
      <Title title={title} />
      <Card variant="outlined">
        <CardContent>
          <Stack spacing={2}>
            <Typography variant="h5" component="h1">
              {title}
            </Typography>
            <Typography>{translate(`app.routes.${routeId}.purpose`)}</Typography>
            <Alert severity="info" icon={<ConstructionIcon />}>
              {translate('app.pending.not_built')}
            </Alert>
            <Typography>{translate(`app.routes.${routeId}.meanwhile`)}</Typography>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
