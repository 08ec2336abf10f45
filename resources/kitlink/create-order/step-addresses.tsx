import '../texts';
import { Paper, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Chosen } from './order-draft';
import { useParticipantLabel } from '../shared/refs';
import { ADDRESS_FIELDS, addressProblems } from '../rules';

interface StepAddressesProps {
  value: Chosen[];
  onChange: (next: Chosen[]) => void;
  /** Shows every problem, not only those of fields already typed in: after a refused Next. */
  showAll: boolean;
}

/** Each participant's shipping address, taken from their record, editable and checked. */
export function StepAddresses({ value, onChange, showAll }: StepAddressesProps) {
  const translate = useTranslate();
  const label = useParticipantLabel();
  return (
    <Stack spacing={2}>
      {value.map((p) => {
        const problems = addressProblems(p.address);
        return (
          <Paper key={p.id} variant="outlined" sx={{ p: 2 }} component="fieldset" aria-label={label(p)}>
            <Typography component="legend" variant="subtitle1">
              {label(p)}
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
              {ADDRESS_FIELDS.map((f) => {
                const problem = problems[f];
                const shown = problem && (showAll || p.address[f] !== '') ? problem : undefined;
                return (
                  <TextField
                    key={f}
                    size="small"
                    required
                    sx={{ flex: '1 1 200px' }}
                    label={translate(`kitlink.create.address.${f}`)}
                    value={p.address[f]}
                    error={shown !== undefined}
                    helperText={shown ? translate(`kitlink.create.address_problem.${shown}`) : ' '}
                    onChange={(e) =>
                      onChange(
                        value.map((v) =>
                          v.id === p.id ? { ...v, address: { ...v.address, [f]: e.target.value } } : v,
                        ),
                      )
                    }
                  />
                );
              })}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
