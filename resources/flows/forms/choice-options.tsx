import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import {
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  IconButton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { optionsOf } from '../graph';
import type { Block, ChoiceOption } from '../types';
import { JumpSelect } from './jump-select';
import '../texts';

export interface ChoiceOptionsProps {
  block: Block;
  blocks: readonly Block[];
  onChange(update: (b: Block) => Block): void;
  readOnly: boolean;
  /** Per-option jumps (choices); profile blocks only offer options. */
  jumps: boolean;
  /** Per-option screen-out (single choice and boolean). */
  screenout: boolean;
  /** Boolean choice: exactly two options, not added or removed. */
  fixed?: boolean;
}

/** The options in order: value, label, where each leads and whether it screens out. */
export function ChoiceOptions({
  block,
  blocks,
  onChange,
  readOnly,
  jumps,
  screenout,
  fixed,
}: ChoiceOptionsProps) {
  const translate = useTranslate();
  const options = optionsOf(block);
  const set = (next: ChoiceOption[]) => onChange((b) => ({ ...b, data: { ...b.data, options: next } }));
  const patch = (i: number, change: Partial<ChoiceOption>) =>
    set(options.map((o, j) => (j === i ? { ...o, ...change } : o)));
  const swap = (i: number, j: number) => {
    const next = [...options];
    [next[i], next[j]] = [next[j] as ChoiceOption, next[i] as ChoiceOption];
    set(next);
  };
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {translate('flows.options.title')}
      </Typography>
      <Stack spacing={1.5}>
        {options.map((o, i) => {
          const name = o.label || String(i + 1);
          return (
            <Stack
              key={i}
              direction="row"
              spacing={1}
              sx={{ alignItems: 'center', flexWrap: 'wrap' }}
              role="group"
              aria-label={translate('flows.options.option', { name })}
            >
              <TextField
                size="small"
                label={translate('flows.options.label')}
                value={o.label}
                disabled={readOnly}
                onChange={(e) => patch(i, { label: e.target.value })}
              />
              <TextField
                size="small"
                label={translate('flows.options.value')}
                value={o.value}
                disabled={readOnly}
                onChange={(e) => patch(i, { value: e.target.value })}
                sx={{ width: 130 }}
              />
              {jumps && (
                <JumpSelect
                  label={translate('flows.options.jump', { name })}
                  value={o.jump_to}
                  blocks={blocks}
                  selfId={block.id}
                  disabled={readOnly}
                  onChange={(jump_to) => patch(i, { jump_to })}
                />
              )}
              {screenout && (
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={Boolean(o.screenout)}
                      disabled={readOnly}
                      onChange={(e) => patch(i, { screenout: e.target.checked })}
                    />
                  }
                  label={translate('flows.options.screenout')}
                />
              )}
              {!readOnly && (
                <>
                  <IconButton
                    size="small"
                    aria-label={translate('flows.options.up', { name })}
                    disabled={i === 0}
                    onClick={() => swap(i, i - 1)}
                  >
                    <ArrowUpwardIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    aria-label={translate('flows.options.down', { name })}
                    disabled={i === options.length - 1}
                    onClick={() => swap(i, i + 1)}
                  >
                    <ArrowDownwardIcon fontSize="small" />
                  </IconButton>
                  {!fixed && (
                    <IconButton
                      size="small"
                      aria-label={translate('flows.options.remove', { name })}
                      onClick={() => set(options.filter((_, j) => j !== i))}
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  )}
                </>
              )}
            </Stack>
          );
        })}
      </Stack>
      {!readOnly && !fixed && (
        <Button
          startIcon={<AddIcon />}
          sx={{ mt: 1 }}
          onClick={() =>
            set([
              ...options,
              {
                value: `option_${options.length + 1}`,
                label: translate('flows.options.new', { n: options.length + 1 }),
                jump_to: null,
                screenout: false,
              },
            ])
          }
        >
          {translate('flows.options.add')}
        </Button>
      )}
    </Box>
  );
}
