import { Alert, Box, Button, Checkbox, FormControlLabel, FormGroup, Radio, RadioGroup } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { DayPicker, DayPickers } from '@/ui/day-picker';
import { optionsOf } from '../graph';
import type { Block } from '../types';
import type { Answer } from '../walker';
import { StepFrame } from './step-frame';
import '../texts';

/**
 * A block answered by its options (one, or several for multiple choice) or by a date of birth; any
 * other block the preview has no view for is passed through with Next.
 */
export function ChoiceStep({ block, onAnswer }: { block: Block; onAnswer(a: Answer): void }) {
  const translate = useTranslate();
  const [values, setValues] = useState<string[]>([]);
  const [date, setDate] = useState('');
  const options = optionsOf(block);
  const multi = block.type_id === 'multi_choice';
  const isDate = options.length === 0 && block.type_id === 'profile_date_of_birth';
  const answer: Answer =
    options.length > 0
      ? { kind: 'choice', values }
      : isDate
        ? { kind: 'date', iso: date }
        : { kind: 'continue' };
  const missing =
    block.is_required && ((options.length > 0 && values.length === 0) || (isDate && date === ''));
  return (
    <StepFrame
      block={block}
      onSubmit={() => !missing && onAnswer(answer)}
      actions={
        <Button type="submit" variant="contained" disabled={missing}>
          {translate('flows.preview.next')}
        </Button>
      }
    >
      {options.length > 0 && !multi && (
        <RadioGroup
          aria-label={block.heading}
          value={values[0] ?? ''}
          onChange={(e) => setValues([e.target.value])}
        >
          {options.map((o) => (
            <FormControlLabel key={o.value} value={o.value} control={<Radio />} label={o.label} />
          ))}
        </RadioGroup>
      )}
      {options.length > 0 && multi && (
        <FormGroup aria-label={block.heading}>
          {options.map((o) => (
            <FormControlLabel
              key={o.value}
              label={o.label}
              control={
                <Checkbox
                  checked={values.includes(o.value)}
                  onChange={(e) =>
                    setValues(e.target.checked ? [...values, o.value] : values.filter((v) => v !== o.value))
                  }
                />
              }
            />
          ))}
        </FormGroup>
      )}
      {isDate && (
        // The console's en-GB picker: a native date box showed mm/dd/yyyy in an en-US browser.
        <Box sx={{ mt: 2 }}>
          <DayPickers>
            <DayPicker
              inForm
              label={translate('flows.preview.date_of_birth')}
              value={date}
              onChange={setDate}
            />
          </DayPickers>
        </Box>
      )}
      {options.length === 0 && !isDate && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {translate('flows.preview.not_simulated')}
        </Alert>
      )}
    </StepFrame>
  );
}
