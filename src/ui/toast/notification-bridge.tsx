import { isValidElement, useEffect, useRef } from 'react';
import type { NotificationPayload, NotificationType } from 'react-admin';
import { useNotificationContext, useTakeUndoableMutation, useTranslate } from 'react-admin';
import { shownByInterceptor } from '@/http';
import { ToastArea } from './toast-area';
import type { ToastTheme } from './toast-store';
import { toast } from './toast-store';

const themeOf: Record<NotificationType, ToastTheme> = {
  info: 'info',
  success: 'success',
  warning: 'warning',
  error: 'danger',
};

/**
 * react-admin's confirmations of a save or delete (`ra.notification.updated`, or the resource's own
 * `resources.sites.notifications.updated`): success toasts (spec §3 themes), not info.
 */
const CONFIRMATION = /^(ra\.notification|resources\.[^.]+\.notifications)\.(created|updated|deleted)$/;

function themeFor(n: NotificationPayload): ToastTheme {
  return n.type === 'info' && typeof n.message === 'string' && CONFIRMATION.test(n.message)
    ? 'success'
    : themeOf[n.type];
}

const warnBeforeUnload = (e: BeforeUnloadEvent) => e.preventDefault();

/**
 * Passed to <Admin notification>: react-admin's notifications become ordinary toasts, so the
 * console has one toast system. An undoable save is held until its toast expires, as react-admin
 * does, and its Undo action cancels it.
 */
export function NotificationBridge() {
  const { notifications, setNotifications } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const translate = useTranslate();
  const takeMutationRef = useRef(takeMutation);

  useEffect(() => {
    takeMutationRef.current = takeMutation;
  }, [takeMutation]);

  useEffect(() => {
    if (notifications.length === 0) return;
    // At most one undoable per pass: react-admin's mutation queue hands them out in order.
    const undoableAt = notifications.findIndex((n) => n.notificationOptions?.undoable);
    const batch = undoableAt === -1 ? notifications : notifications.slice(0, undoableAt + 1);
    setNotifications((current) => current.slice(batch.length));
    batch.forEach((n) => {
      const text = textOf(n, translate);
      // A failed request was already toasted by the HTTP client's interceptor (spec §8); the
      // screen's own error notice for it would only repeat it.
      if (n.type === 'error' && shownByInterceptor(text)) return;
      if (!n.notificationOptions?.undoable) {
        toast.show(text, themeFor(n));
        return;
      }
      const mutation = takeMutationRef.current();
      if (!mutation) {
        toast.show(text, themeFor(n));
        return;
      }
      window.addEventListener('beforeunload', warnBeforeUnload);
      const settle = (isUndo: boolean) => {
        window.removeEventListener('beforeunload', warnBeforeUnload);
        mutation({ isUndo });
      };
      toast.show(text, themeFor(n), {
        action: { label: translate('ra.action.undo'), run: () => settle(true) },
        onExpire: () => settle(false),
      });
    });
  }, [notifications, setNotifications, translate]);

  return <ToastArea />;
}

function textOf(n: NotificationPayload, translate: ReturnType<typeof useTranslate>): string {
  if (typeof n.message === 'string') {
    const args: unknown = n.notificationOptions?.messageArgs;
    return translate(n.message, { _: n.message, ...(isRecord(args) ? args : {}) });
  }
  // Toasts carry text only (spec §3); a rich message keeps its readable text.
  if (isValidElement(n.message)) return elementText(n.message);
  return String(n.message ?? '');
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null;
}

function elementText(node: unknown): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(elementText).join('');
  if (isValidElement<{ children?: unknown }>(node)) return elementText(node.props.children);
  return '';
}
