import ConstructionIcon from '@mui/icons-material/Construction';
import { Alert, Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { usePageTitle } from '@/ui';

export interface PendingPageProps {
  /** Key under `app.routes.<id>` holding the title and the purpose from the spec. */
  routeId: string;
  path: string;
}

/**
 * Stands in for a screen that is not built yet: names the route, states its purpose and its
 * parameters, and says plainly that it is not built yet, so navigation and guards work today.
 */
export function PendingPage({ routeId, path }: PendingPageProps) {
  const translate = useTranslate();
  const params = Object.entries(useParams()).filter(([name, value]) => name !== '*' && value !== undefined);
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
            <Box>
              <Typography variant="subtitle2" component="h2">
                {translate('app.pending.route')}
              </Typography>
              <Typography component="code" sx={{ fontFamily: 'monospace' }}>
                {path}
              </Typography>
            </Box>
            <Box>
              <Typography variant="subtitle2" component="h2">
                {translate('app.pending.parameters')}
              </Typography>
              {params.length === 0 ? (
                <Typography color="text.secondary">{translate('app.pending.no_parameters')}</Typography>
              ) : (
                <Box
                  component="dl"
                  sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 0.5, m: 0 }}
                >
                  {params.map(([name, value]) => (
                    <Box key={name} sx={{ display: 'contents' }}>
                      <Typography component="dt" sx={{ fontFamily: 'monospace' }}>
                        {name}
                      </Typography>
                      <Typography component="dd" sx={{ m: 0 }} data-param={name}>
                        {value}
                      </Typography>
                    </Box>
                  ))}
                </Box>
              )}
            </Box>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
