import { MenuItem, TextField } from '@mui/material';
import { memo, useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { Block, JumpTarget } from '../types';
import '../texts';

const encode = (jump: JumpTarget | null | undefined) =>
  !jump ? '' : 'end' in jump ? 'end' : String(jump.block_id);

function decode(value: string): JumpTarget | null {
  if (value === '') return null;
  if (value === 'end') return { end: 'complete' };
  return { block_id: Number(value) };
}

export interface JumpSelectProps {
  label: string;
  value: JumpTarget | null | undefined;
  onChange(jump: JumpTarget | null): void;
  /** Blocks that can be jumped to, in flow order. */
  blocks: readonly Block[];
  selfId: number;
  disabled?: boolean;
}

/**
 * Where an answer leads: the next block (no jump), a named block, or the end. A flow can have
 * hundreds of blocks: the choices are built once per list of blocks, not on every keystroke
 * elsewhere in the form.
 */
export const JumpSelect = memo(function JumpSelect({
  label,
  value,
  onChange,
  blocks,
  selfId,
  disabled,
}: JumpSelectProps) {
  const translate = useTranslate();
  const current = encode(value);
  const missing = current !== '' && current !== 'end' && !blocks.some((b) => String(b.id) === current);
  const targets = useMemo(
    () =>
      blocks
        .filter((b) => b.id !== selfId)
        .map((b) => (
          <MenuItem key={b.id} value={String(b.id)}>
            {b.heading || translate('flows.outline.no_heading')}
          </MenuItem>
        )),
    [blocks, selfId, translate],
  );
  return (
    <TextField
      select
      size="small"
      label={label}
      value={current}
      disabled={disabled}
      onChange={(e) => onChange(decode(e.target.value))}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 200 }}
    >
      <MenuItem value="">{translate('flows.jump.next')}</MenuItem>
      {targets}
      <MenuItem value="end">{translate('flows.jump.end')}</MenuItem>
      {missing && <MenuItem value={current}>{translate('flows.jump.missing', { id: current })}</MenuItem>}
    </TextField>
  );
});
