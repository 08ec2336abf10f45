export {
  toast,
  TOAST_MAX,
  TOAST_TIMEOUT_MS,
  type Toast,
  type ToastTheme,
  type ToastOptions,
} from './toast/toast-store';
export { ToastArea } from './toast/toast-area';
export { NotificationBridge } from './toast/notification-bridge';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { NavLink, type NavLinkProps } from './nav-link';
export { usePageTitle } from './use-page-title';
export { stillWhileClosed } from './still-while-closed';
export { useSteadyCallback } from './use-steady-callback';
export { recordRedirect } from './record-redirect';
export { ErrorBoundary, PanelBoundary } from './error-boundary';
export {
  DataTable,
  type DataTableProps,
  type DataColumn,
  type DataSelection,
  type DataSort,
  type RowOpen,
  type SortOrder,
} from './data-table';
