import { Box, Button, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { usePageTitle } from '@/ui';

/** The catch-all of spec §2: unknown paths inside the console. */
export function NotFoundPage() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const title = translate('app.not_found.title');
  usePageTitle(title);
  return (
    <Box sx={{ p: 3, textAlign: 'center' }}>
      <Title title={title} />
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" gutterBottom>
        {translate('app.not_found.message', { path: pathname })}
      </Typography>
      <Button component={Link} to="/" variant="contained" sx={{ mt: 2 }}>
        {translate('app.not_found.home')}
      </Button>
    </Box>
  );
}
