import { Alert, Box, Button, Checkbox, FormControlLabel, FormHelperText } from '@mui/material';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { textOf } from '../block-data';
import type { Block } from '../types';
import type { Answer } from '../walker';
import { StepFrame } from './step-frame';
import '../texts';

const ConsentText = lazy(() => import('./consent-text'));

/**
 * The consent text and the acknowledgement the participant ticks. Continue needs the tick when the
 * block is required; "I do not agree" refuses, and the walker ends the path as the block says.
 */
export function ConsentStep({ block, onAnswer }: { block: Block; onAnswer(a: Answer): void }) {
  const translate = useTranslate();
  const hintId = useId();
  const [ticked, setTicked] = useState(false);
  const html = textOf(block, 'body_html');
  const ack = textOf(block, 'acknowledgement').trim();
  const blocked = block.is_required && !ticked;
  return (
    <StepFrame
      block={block}
      onSubmit={() => !blocked && onAnswer({ kind: 'consent', given: ticked })}
      actions={
        <>
          <Button type="submit" variant="contained" disabled={blocked} aria-describedby={hintId}>
            {translate('flows.preview.consent.agree')}
          </Button>
          <Button onClick={() => onAnswer({ kind: 'consent', given: false })}>
            {translate('flows.preview.consent.refuse')}
          </Button>
        </>
      }
    >
      <Box sx={{ my: 1, maxHeight: 280, overflowY: 'auto' }}>
        {html.trim() === '' ? (
          <Alert severity="warning">{translate('flows.preview.consent.no_text')}</Alert>
        ) : (
          <Suspense fallback={null}>
            <ConsentText html={html} />
          </Suspense>
        )}
      </Box>
      <FormControlLabel
        control={
          <Checkbox
            checked={ticked}
            required={block.is_required}
            onChange={(e) => setTicked(e.target.checked)}
          />
        }
        label={ack || translate('flows.preview.consent.no_acknowledgement')}
      />
      <FormHelperText id={hintId}>
        {translate(block.is_required ? 'flows.preview.consent.tick_first' : 'flows.preview.consent.optional')}
      </FormHelperText>
    </StepFrame>
  );
}
