import { memo, type ComponentType } from 'react';

/**
 * A dialog that does not redraw while it stays closed. An editor keeps several dialogs mounted
 * (so they can fade out and hand focus back), and each keystroke redraws the page that holds
 * them: closed, they would still run their hooks and MUI's modal machinery on every key for
 * nothing. Any change of props redraws the dialog once it is (or was just) open; while it fades
 * out it keeps what it showed.
 */
export function stillWhileClosed<P extends object>(
  Dialog: ComponentType<P>,
  isOpen: (props: P) => boolean,
): ComponentType<P> {
  const Still = memo(Dialog, (before, after) => !isOpen(before) && !isOpen(after));
  Still.displayName = `StillWhileClosed(${Dialog.displayName ?? Dialog.name})`;
  return Still;
}
