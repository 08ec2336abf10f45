import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export const LICENSE_SECTIONS = ['purpose', 'confidentiality', 'use', 'records', 'changes'] as const;

/** The platform user licence agreement, section by section (`app.license.<section>.*`). */
export function LicenseText({ maxHeight }: { maxHeight?: number }) {
  const translate = useTranslate();
  return (
    <Box
      tabIndex={maxHeight ? 0 : undefined}
      aria-label={maxHeight ? translate('app.license.title') : undefined}
      role={maxHeight ? 'region' : undefined}
      sx={{
        maxHeight,
        overflowY: maxHeight ? 'auto' : undefined,
        border: maxHeight ? 1 : 0,
        borderColor: 'divider',
        borderRadius: 1,
        p: maxHeight ? 2 : 0,
      }}
    >
      {LICENSE_SECTIONS.map((s, i) => (
        <Box key={s} component="section" sx={{ mb: 2 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {`${i + 1}. ${translate(`app.license.${s}.title`)}`}
          </Typography>
          <Typography variant="body2">{translate(`app.license.${s}.body`)}</Typography>
        </Box>
      ))}
    </Box>
  );
}
