import { MenuItem, TextField } from '@mui/material';
import { memo, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useSteadyCallback } from '@/ui';
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

interface Target {
  id: number;
  heading: string;
}

const targetsOf = (blocks: readonly Block[], selfId: number): Target[] =>
  blocks.filter((b) => b.id !== selfId).map((b) => ({ id: b.id, heading: b.heading }));

const sameTargets = (a: readonly Target[], b: readonly Target[]) =>
  a.length === b.length && a.every((t, i) => t.id === b[i]?.id && t.heading === b[i]?.heading);

/**
 * The blocks a jump may lead to, the same list for as long as their ids and headings stay: the
 * flow's list is new on every keystroke, but typing in one block changes no other block's name.
 */
function useTargets(blocks: readonly Block[], selfId: number): readonly Target[] {
  const [held, setHeld] = useState<readonly Target[]>(() => targetsOf(blocks, selfId));
  const next = targetsOf(blocks, selfId);
  if (sameTargets(held, next)) return held;
  setHeld(next);
  return next;
}

/**
 * Where an answer leads: the next block (no jump), a named block, or the end. A flow can have
 * hundreds of blocks: the menu is drawn again only when its targets, value or label change, not on
 * every keystroke elsewhere in the form, though the form hands it a new `onChange` and a new list
 * of blocks each time (the latest `onChange` is kept aside and called when a target is chosen).
 */
export function JumpSelect({ onChange, blocks, selfId, ...rest }: JumpSelectProps) {
  const current = encode(rest.value);
  const missing = current !== '' && current !== 'end' && !blocks.some((b) => String(b.id) === current);
  return (
    <JumpMenu
      {...rest}
      targets={useTargets(blocks, selfId)}
      missing={missing}
      onChange={useSteadyCallback(onChange)}
    />
  );
}

interface JumpMenuProps extends Omit<JumpSelectProps, 'blocks' | 'selfId'> {
  targets: readonly Target[];
  missing: boolean;
}

const JumpMenu = memo(function JumpMenu({
  label,
  value,
  onChange,
  targets,
  missing,
  disabled,
}: JumpMenuProps) {
  const translate = useTranslate();
  const current = encode(value);
  const items = useMemo(
    () =>
      targets.map((b) => (
        <MenuItem key={b.id} value={String(b.id)}>
          {b.heading || translate('flows.outline.no_heading')}
        </MenuItem>
      )),
    [targets, translate],
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
      {items}
      <MenuItem value="end">{translate('flows.jump.end')}</MenuItem>
      {missing && <MenuItem value={current}>{translate('flows.jump.missing', { id: current })}</MenuItem>}
    </TextField>
  );
});
