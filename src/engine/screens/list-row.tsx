import { alpha, lighten, type Theme } from '@mui/material';
import { Children, isValidElement, memo, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import {
  useBasename,
  useCreatePath,
  useNavigate,
  useRecordContext,
  useResourceContext,
  useTranslate,
  type Identifier,
} from 'react-admin';
import { useRowPrefetch } from './row-prefetch';

export type RowLink = (record: { id: string | number }) => string;

/** Props react-admin's DatagridBody hands every row (see its cloneElement). */
export interface LinkRowProps {
  rowLink?: RowLink;
  className?: string;
  id?: Identifier;
  hasBulkActions?: boolean;
  selectable?: boolean;
  selected?: boolean;
  onToggleItem?: (id: Identifier, event: MouseEvent) => void;
  children?: ReactNode;
}

export const ROW = 'rc-row';
export const ROW_SELECTED = 'rc-row-selected';
export const CELL = 'rc-cell';
export const CHECKBOX_CELL = 'rc-cell-checkbox';

/**
 * A table row of plain cells, styled once on the table (LIST_ROW_STYLES): react-admin's own row
 * builds a styled cell, a ripple checkbox and access checks per row, which made 500-row pages
 * slow. The row opens its record on click, and in a new tab on Ctrl/Cmd+click or middle click
 * (SPEC §2). Clicks already handled inside a cell (links, the checkbox) are left alone.
 * From the keyboard, rows are in the Tab order: Enter opens the record (Ctrl/Cmd+Enter in a new
 * tab), and the up and down arrows move between rows. A row the pointer rests on, or that has the
 * focus, loads the screen it opens ahead of the click (see RowPrefetch).
 */
export const LinkRow = memo(function LinkRow({
  rowLink,
  className,
  id,
  hasBulkActions,
  selectable = true,
  selected = false,
  onToggleItem,
  children,
}: LinkRowProps) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const createPath = useCreatePath();
  const navigate = useNavigate();
  const basename = useBasename();
  const translate = useTranslate();
  const path = record ? (rowLink?.(record) ?? createPath({ resource, id: record.id, type: 'show' })) : '/';
  const prefetch = useRowPrefetch();

  const open = (event: MouseEvent | KeyboardEvent, newTab: boolean) => {
    if (event.defaultPrevented) return;
    if (newTab) window.open(`${basename}${path}`, '_blank', 'noopener');
    else navigate(path);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableRowElement>) => {
    // Keys pressed on something inside the row (the checkbox, a link) belong to it.
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter') {
      open(event, event.ctrlKey || event.metaKey);
      event.preventDefault();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      const next =
        event.key === 'ArrowDown'
          ? event.currentTarget.nextElementSibling
          : event.currentTarget.previousElementSibling;
      if (next instanceof HTMLElement) {
        event.preventDefault();
        next.focus();
      }
    }
  };

  return (
    <tr
      className={[className, ROW, selected ? ROW_SELECTED : ''].filter(Boolean).join(' ')}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onPointerEnter={() => prefetch.rest(path)}
      onPointerLeave={prefetch.leave}
      onFocus={(e) => {
        if (e.target === e.currentTarget) prefetch.rest(path);
      }}
      onBlur={prefetch.leave}
      onClick={(e) => open(e, e.ctrlKey || e.metaKey)}
      onAuxClick={(e) => {
        if (e.button === 1) open(e, true);
      }}
    >
      {hasBulkActions && (
        <td className={`${CELL} ${CHECKBOX_CELL}`}>
          <input
            type="checkbox"
            aria-label={translate('ra.action.select_row', { _: 'Select this row' })}
            checked={selectable && selected}
            disabled={!selectable}
            onChange={() => undefined}
            onClick={(e) => {
              e.stopPropagation();
              if (selectable && id !== undefined) onToggleItem?.(id, e);
            }}
          />
        </td>
      )}
      {Children.map(children, (field, index) =>
        isValidElement<{ source?: string }>(field) ? (
          <td key={field.props.source ?? index} className={`${CELL} column-${field.props.source ?? index}`}>
            {field}
          </td>
        ) : null,
      )}
    </tr>
  );
});

/** The look of LinkRow's cells, matching Material UI's small table cells, set once per table. */
export const LIST_ROW_STYLES = (theme: Theme) => ({
  [`& .${ROW}`]: { cursor: 'pointer' },
  [`& .${ROW}:hover`]: { backgroundColor: theme.palette.action.hover },
  [`& .${ROW}:focus-visible`]: {
    outline: `2px solid ${theme.palette.primary.main}`,
    outlineOffset: -2,
    backgroundColor: theme.palette.action.hover,
  },
  [`& .${ROW_SELECTED}, & .${ROW_SELECTED}:hover`]: {
    backgroundColor: alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity),
  },
  [`& .${CELL}`]: {
    ...theme.typography.body2,
    color: theme.palette.text.primary,
    padding: '6px 16px',
    textAlign: 'left' as const,
    verticalAlign: 'inherit',
    borderBottom: `1px solid ${lighten(alpha(theme.palette.divider, 1), 0.88)}`,
  },
  [`& .${CHECKBOX_CELL}`]: { width: 48, padding: '0 0 0 4px' },
  [`& .${CHECKBOX_CELL} input`]: {
    width: 18,
    height: 18,
    margin: '12px',
    cursor: 'pointer',
    accentColor: theme.palette.primary.main,
  },
});
