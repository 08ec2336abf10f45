import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { NavLink } from '@/ui';
import { MockMarker } from './mock-marker';

/** The authentication layout: the product name above one centred card. */
export function AuthLayout({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        p: 2,
        bgcolor: 'background.default',
        backgroundImage: (t) =>
          `linear-gradient(160deg, ${t.palette.primary.main}1f 0%, transparent 45%, ${t.palette.secondary.main}14 100%)`,
      }}
    >
      <Stack direction="row" alignItems="center" spacing={1}>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700, color: 'primary.main' }}>
          {translate('app.name')}
        </Typography>
        <MockMarker />
      </Stack>
      <Card sx={{ width: '100%', maxWidth: 420 }} elevation={3}>
        <CardContent sx={{ p: { xs: 2, sm: 4 } }}>{children}</CardContent>
      </Card>
      <NavLink to="/apula/platform-user-license-agreement" variant="body2" color="text.secondary">
        {translate('app.auth.platform_license_link')}
      </NavLink>
    </Box>
  );
}
