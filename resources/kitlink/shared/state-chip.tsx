import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AnyTable } from '@/domain/kit-states';
import { stateLabel } from '../states';

const FINAL_COLOURS: Record<string, 'success' | 'error' | 'default'> = {
  results_ready: 'success',
  processed: 'success',
  rejected: 'error',
  cancelled: 'default',
  failed: 'error',
};

/** A state's chip; one the tables do not know (a newer server's) is shown as it comes. */
export function StateChip({ table, state }: { table: AnyTable; state: string }) {
  const translate = useTranslate();
  if (state === '') return null;
  return (
    <Chip
      size="small"
      variant={state in FINAL_COLOURS ? 'filled' : 'outlined'}
      color={FINAL_COLOURS[state] ?? 'primary'}
      label={translate(stateLabel(table, state), { _: state })}
    />
  );
}
