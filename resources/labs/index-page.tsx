import './texts';
import { Alert, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import Grid from '@mui/material/Grid';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { LabsFrame } from './shared/labs-frame';
import { TOOLS } from './tools';

/** `/labs`: the eight tools, one line each, under a warning that they are experimental. */
export default function LabsIndexPage() {
  const translate = useTranslate();
  return (
    <LabsFrame title={translate('labs.title')} back={false}>
      <Alert severity="warning">{translate('labs.warning')}</Alert>
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {TOOLS.map((tool) => (
          <Grid key={tool.id} size={{ xs: 12, sm: 6, lg: 4 }} component="li">
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea component={RouterLink} to={`/labs/${tool.path}`} sx={{ height: '100%' }}>
                <CardContent>
                  <Typography variant="h6" component="h2">
                    {translate(`labs.tool.${tool.id}.name`)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {translate(`labs.tool.${tool.id}.line`)}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </LabsFrame>
  );
}
