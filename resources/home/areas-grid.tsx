import './texts';
import { Box, Card, CardActionArea, CardContent, Grid, Stack, Typography } from '@mui/material';
import { createElement } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useVisibleMenu } from '@/shell/menu-hooks';
import { icons } from '@/engine/screens';

/** The menu areas this user may open (spec §6), each with its one-line description. */
export function AreasGrid() {
  const translate = useTranslate();
  const areas = useVisibleMenu();
  const title = translate('home.areas.title');
  return (
    <Box component="section" aria-labelledby="home-areas">
      <Typography id="home-areas" variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {areas.length === 0 ? (
        <Typography color="text.secondary">{translate('home.areas.none')}</Typography>
      ) : (
        <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={title}>
          {areas.map((a) => (
            <Grid key={a.id} size={{ xs: 12, sm: 6, lg: 4 }} component="li">
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardActionArea component={Link} to={a.href} sx={{ height: '100%' }}>
                  <CardContent>
                    <Stack direction="row" spacing={1.5} alignItems="center" sx={{ mb: 1 }}>
                      <Box sx={{ color: 'primary.main', display: 'flex' }}>
                        {createElement(icons[a.icon])}
                      </Box>
                      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
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
      )}
    </Box>
  );
}
