import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ViewWeekIcon from '@mui/icons-material/ViewWeek';
import { Box, Button, IconButton, Popover, Switch, Typography } from '@mui/material';
import { useId, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { useResourceContext, useStore, useTranslate, useTranslateLabel } from 'react-admin';

/** What react-admin's configurable datagrid stores about each of its columns. */
interface AvailableColumn {
  index: string;
  source?: string;
  label?: string;
}

/** Read by screen readers, not shown. */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** Moves the item at `from` to `to`, shifting the ones between. */
function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (moved === undefined) return next;
  next.splice(to, 0, moved);
  return next;
}

/**
 * "Columns" above a list: which columns show, and in which order. The same preferences as
 * react-admin's own chooser (the datagrid reads them), but every row is reachable and movable
 * from the keyboard: the arrows move between columns, Alt with an arrow (or the row's buttons)
 * moves a column, and the new position is announced. Dragging with the mouse still works.
 */
export function ColumnChooserButton({ preferenceKey }: { preferenceKey: string }) {
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const resource = useResourceContext();
  const hintId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const dragged = useRef<number | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const [available, setAvailable] = useStore<AvailableColumn[]>(
    `preferences.${preferenceKey}.availableColumns`,
    [],
  );
  const [omit] = useStore<string[]>(`preferences.${preferenceKey}.omit`, []);
  const [columns, setColumns] = useStore<string[]>(
    `preferences.${preferenceKey}.columns`,
    available.filter((c) => !c.source || !omit.includes(c.source)).map((c) => c.index),
  );
  const title = translate('ra.action.select_columns');
  const nameOf = (c: AvailableColumn) =>
    translateLabel({ label: c.label, source: c.source, resource }) || c.source || c.index;

  const toggle = (index: string, shown: boolean) =>
    setColumns(
      shown
        ? available.filter((c) => c.index === index || columns.includes(c.index)).map((c) => c.index)
        : columns.filter((i) => i !== index),
    );

  const focusRow = (position: number) =>
    list.current?.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')[position]?.focus();

  /** `refocus`: the focus goes to the moved column's switch (its button may end up disabled). */
  const move = (from: number, to: number, refocus: boolean) => {
    const column = available[from];
    if (!column || to < 0 || to >= available.length || from === to) return;
    const next = moveItem(available, from, to);
    setAvailable(next);
    setColumns((shown) => next.filter((c) => shown.includes(c.index)).map((c) => c.index));
    setAnnouncement(
      translate('engine.columns.moved', { name: nameOf(column), position: to + 1, total: next.length }),
    );
    if (refocus) requestAnimationFrame(() => focusRow(to));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>, position: number) => {
    const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    if (event.altKey) move(position, position + step, true);
    else focusRow(Math.min(Math.max(position + step, 0), available.length - 1));
  };

  const onDrop = (event: DragEvent<HTMLLIElement>, position: number) => {
    event.preventDefault();
    if (dragged.current !== null) move(dragged.current, position, false);
    dragged.current = null;
  };

  return (
    <>
      <Button size="small" startIcon={<ViewWeekIcon />} onClick={(e) => setAnchor(e.currentTarget)}>
        {title}
      </Button>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        transformOrigin={{ vertical: 'top', horizontal: 'center' }}
      >
        <Typography id={hintId} variant="caption" component="p" sx={{ px: 2, pt: 1.5, maxWidth: 280 }}>
          {translate('engine.columns.hint')}
        </Typography>
        <Box component="ul" ref={list} aria-label={title} aria-describedby={hintId} sx={{ p: 1, my: 0 }}>
          {available.map((column, position) => {
            const name = nameOf(column);
            const labelId = `${hintId}-${column.index}`;
            return (
              <Box
                component="li"
                key={column.index}
                draggable
                onDragStart={() => (dragged.current = position)}
                onDragOver={(e) => e.preventDefault()}
                onDrop={(e) => onDrop(e, position)}
                onKeyDown={(e) => onKeyDown(e, position)}
                sx={{ display: 'flex', alignItems: 'center', listStyle: 'none', cursor: 'move' }}
              >
                <Switch
                  size="small"
                  checked={columns.includes(column.index)}
                  onChange={(e) => toggle(column.index, e.target.checked)}
                  slotProps={{ input: { 'aria-labelledby': labelId } }}
                />
                <Typography id={labelId} component="span" variant="body2" sx={{ flex: 1, mr: 1 }}>
                  {name}
                </Typography>
                <IconButton
                  size="small"
                  aria-label={translate('engine.columns.move_up')}
                  aria-describedby={labelId}
                  disabled={position === 0}
                  onClick={() => move(position, position - 1, position - 1 === 0)}
                >
                  <ArrowUpwardIcon fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={translate('engine.columns.move_down')}
                  aria-describedby={labelId}
                  disabled={position === available.length - 1}
                  onClick={() => move(position, position + 1, position + 1 === available.length - 1)}
                >
                  <ArrowDownwardIcon fontSize="small" />
                </IconButton>
              </Box>
            );
          })}
        </Box>
        <Box role="status" sx={VISUALLY_HIDDEN}>
          {announcement}
        </Box>
      </Popover>
    </>
  );
}
