import '../texts';
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TextState } from './content-rules';

const COLOURS = { primary: 'default', missing: 'error', stale: 'warning', current: 'success' } as const;

/** A translation's state in words (colour only repeats them). */
export function TextStateChip({ state }: { state: TextState }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant={state === 'current' ? 'outlined' : 'filled'}
      color={COLOURS[state]}
      label={translate(`labs.content.state.${state}`)}
    />
  );
}
