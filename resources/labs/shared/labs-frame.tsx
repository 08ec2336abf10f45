import '../texts';
import { Chip, Link, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useFlagCheck } from '@/integrations';
import { usePageTitle } from '@/ui';
import { LabsSwitchedOff } from './labs-gate';
import { LABS_FLAG } from '../tools';

interface LabsFrameProps {
  title: string;
  /** The Labs index itself has no link back to itself. */
  back?: boolean;
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * Every Labs screen: its title, the experimental mark and a way back to the list of tools. With the
 * flag off the screen says the area is switched off and shows nothing else, whoever typed the address
 * (the route's gate already stops it; a flag turned off while the screen is open lands here).
 */
export function LabsFrame({ title, back = true, actions, children }: LabsFrameProps) {
  const translate = useTranslate();
  const flagOn = useFlagCheck();
  const on = flagOn(LABS_FLAG);
  usePageTitle(title);
  if (!on) return <LabsSwitchedOff />;
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      {back && (
        <Link component={RouterLink} to="/labs" sx={{ alignSelf: 'flex-start' }}>
          {translate('labs.back')}
        </Link>
      )}
      <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        <Chip size="small" color="warning" variant="outlined" label={translate('labs.experimental')} />
        <Stack direction="row" spacing={1} sx={{ ml: 'auto' }}>
          {actions}
        </Stack>
      </Stack>
      {children}
    </Stack>
  );
}
