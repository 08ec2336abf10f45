import { createElement } from 'react';
import { Box, Card, CardActionArea, CardContent, Grid, Stack, Typography } from '@mui/material';
import { Title, useGetIdentity, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { icons } from '@/engine/screens';
import { usePageTitle } from '@/ui';
import { useVisibleMenu } from '../menu-hooks';

/** Home (/): greets the signed-in user and lists the areas their permissions open. */
export function HomePage() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const areas = useVisibleMenu();
  const title = translate('app.home.title');
  usePageTitle(title);
  const name = identity?.fullName;
  return (
    <Box sx={{ p: { xs: 1, sm: 3 } }}>
      <Title title={title} />
      <Typography variant="h4" component="h1" gutterBottom>
        {name ? translate('app.home.greeting', { name }) : translate('app.home.greeting_anonymous')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {translate(areas.length > 0 ? 'app.home.lead' : 'app.home.no_areas')}
      </Typography>
      <Grid
        container
        spacing={2}
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0 }}
        aria-label={translate('app.home.areas')}
      >
        {areas.map((a) => (
          <Grid key={a.id} size={{ xs: 12, sm: 6, lg: 4 }} component="li">
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea component={Link} to={a.href} sx={{ height: '100%' }}>
                <CardContent>
                  <Stack direction="row" spacing={1.5} alignItems="center" sx={{ mb: 1 }}>
                    <Box sx={{ color: 'primary.main', display: 'flex' }}>{createElement(icons[a.icon])}</Box>
                    <Typography variant="h6" component="h2">
                      {translate(a.label)}
                    </Typography>
                  </Stack>
                  <Typography variant="body2" color="text.secondary">
                    {translate(a.description)}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
