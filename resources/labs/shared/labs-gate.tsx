import '../texts';
import { Alert, Stack, Typography } from '@mui/material';
import type { ComponentType } from 'react';
import { useTranslate } from 'react-admin';
import { useFlagCheck } from '@/integrations';
import { usePageTitle } from '@/ui';
import { LABS_FLAG } from '../tools';

/** What every Labs address shows while the flag is off, whoever typed it. */
export function LabsSwitchedOff() {
  const translate = useTranslate();
  usePageTitle(translate('labs.switched_off_title'));
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Typography variant="h4" component="h1">
        {translate('labs.switched_off_title')}
      </Typography>
      <Alert severity="info">{translate('labs.switched_off')}</Alert>
    </Stack>
  );
}

/**
 * A Labs screen mounted only while the flag is on: switched off, neither its code loads nor does
 * it ask the server anything (its reads run in the screen, before its frame could stop them).
 */
export function behindLabsFlag(Screen: ComponentType): ComponentType {
  function Gated() {
    const on = useFlagCheck()(LABS_FLAG);
    return on ? <Screen /> : <LabsSwitchedOff />;
  }
  Gated.displayName = 'BehindLabsFlag';
  return Gated;
}
