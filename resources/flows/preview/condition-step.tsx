import { Alert, Button, FormControlLabel, Radio, RadioGroup, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { textOf } from '../block-data';
import type { Block } from '../types';
import type { Answer } from '../walker';
import { StepFrame } from './step-frame';
import '../texts';

/**
 * A specific-condition block without options of its own: its question (the heading), the condition
 * it asks about, and Yes or No. The block data holds no rule for the answer, so the path follows
 * the block's jump whatever is answered; the preview says so rather than guess one.
 */
export function ConditionStep({ block, onAnswer }: { block: Block; onAnswer(a: Answer): void }) {
  const translate = useTranslate();
  const [value, setValue] = useState('');
  const condition = textOf(block, 'condition_name').trim();
  const missing = block.is_required && value === '';
  return (
    <StepFrame
      block={block}
      onSubmit={() => !missing && onAnswer({ kind: 'continue' })}
      actions={
        <Button type="submit" variant="contained" disabled={missing}>
          {translate('flows.preview.next')}
        </Button>
      }
    >
      {condition === '' ? (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {translate('flows.preview.condition.unnamed')}
        </Alert>
      ) : (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {translate('flows.preview.condition.about', { name: condition })}
        </Typography>
      )}
      <RadioGroup aria-label={block.heading} value={value} onChange={(e) => setValue(e.target.value)}>
        <FormControlLabel value="yes" control={<Radio />} label={translate('flows.preview.condition.yes')} />
        <FormControlLabel value="no" control={<Radio />} label={translate('flows.preview.condition.no')} />
      </RadioGroup>
      <Typography variant="body2" color="text.secondary">
        {translate('flows.preview.condition.no_effect')}
      </Typography>
    </StepFrame>
  );
}
