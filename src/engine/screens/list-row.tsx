import type { MouseEvent } from 'react';
import {
  DatagridRow,
  useBasename,
  useCreatePath,
  useNavigate,
  useRecordContext,
  useResourceContext,
  type DatagridRowProps,
} from 'react-admin';

export type RowLink = (record: { id: string | number }) => string;

/**
 * A row that opens its record on click, and in a new tab on Ctrl/Cmd+click or middle click
 * (SPEC §2). Clicks already handled inside a cell (links, checkboxes) are left alone.
 */
export function LinkRow({ rowLink, ...props }: DatagridRowProps & { rowLink?: RowLink }) {
  const record = useRecordContext(props);
  const resource = useResourceContext(props);
  const createPath = useCreatePath();
  const navigate = useNavigate();
  const path = record ? (rowLink?.(record) ?? createPath({ resource, id: record.id, type: 'show' })) : '/';
  const basename = useBasename();

  const open = (event: MouseEvent, newTab: boolean) => {
    if (event.defaultPrevented) return;
    if (newTab) window.open(`${basename}${path}`, '_blank', 'noopener');
    else navigate(path);
  };

  return (
    <DatagridRow
      {...props}
      onClick={(e: MouseEvent) => open(e, e.ctrlKey || e.metaKey)}
      onAuxClick={(e: MouseEvent) => {
        if (e.button === 1) open(e, true);
      }}
      sx={{ cursor: 'pointer' }}
    />
  );
}
