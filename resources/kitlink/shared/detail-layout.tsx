import '../texts';
import { Box, Link, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { usePageTitle } from '@/ui';

interface DetailLayoutProps {
  title: string;
  chip?: ReactNode;
  actions?: ReactNode;
  facts: readonly (readonly [string, ReactNode])[];
  children?: ReactNode;
}

/** The frame of an order, kit or assay: back to KitLink, the heading, its facts and sections. */
export function DetailLayout({ title, chip, actions, facts, children }: DetailLayoutProps) {
  const translate = useTranslate();
  usePageTitle(title);
  return (
    <Stack spacing={3} sx={{ p: 2 }}>
      <Link component={RouterLink} to="/kitlink" data-screen-only>
        {translate('kitlink.back')}
      </Link>
      <Stack direction="row" spacing={2} alignItems="center" useFlexGap flexWrap="wrap">
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        {chip}
      </Stack>
      {actions}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1, m: 0 }}
        >
          {facts.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary">
                {translate(`kitlink.column.${label}`)}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      </Paper>
      {children}
    </Stack>
  );
}
