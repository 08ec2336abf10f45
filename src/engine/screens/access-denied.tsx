import LockIcon from '@mui/icons-material/Lock';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { LinkBase, useTranslate } from 'react-admin';

/** Shown instead of a screen the user may not use, e.g. when a URL is typed directly. */
export function AccessDenied() {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }} role="alert">
      <CardContent>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <LockIcon color="disabled" fontSize="large" />
          <Typography variant="h5" component="h1">
            {translate('engine.accessDenied.title')}
          </Typography>
          <Typography>{translate('engine.accessDenied.message')}</Typography>
          <Button component={LinkBase} to="/" variant="contained">
            {translate('engine.accessDenied.home')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
