import { Alert, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { textOf } from '../block-data';
import { KIT_TYPES } from '../forms/kind-forms';
import type { Block } from '../types';
import type { Answer } from '../walker';
import { StepFrame } from './step-frame';
import '../texts';

// A kit type the block form does not offer has no name here: it is shown as the block holds it.
const KNOWN_KITS: readonly string[] = KIT_TYPES;

/** The kit the participant is sent, and Continue. Nothing is ordered from the preview. */
export function KitStep({ block, onAnswer }: { block: Block; onAnswer(a: Answer): void }) {
  const translate = useTranslate();
  const kit = textOf(block, 'kit_type').trim();
  const name = KNOWN_KITS.includes(kit) ? translate(`flows.kit.${kit}`) : kit;
  return (
    <StepFrame
      block={block}
      onSubmit={() => onAnswer({ kind: 'continue' })}
      actions={
        <Button type="submit" variant="contained">
          {translate('flows.preview.kit.continue')}
        </Button>
      }
    >
      {kit === '' ? (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {translate('flows.preview.kit.none')}
        </Alert>
      ) : (
        <Typography sx={{ mt: 1 }}>{translate('flows.preview.kit.ordered', { kit: name })}</Typography>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {translate('flows.preview.kit.not_ordered')}
      </Typography>
    </StepFrame>
  );
}
