/** Spec §9: toasts are removed after 5000 ms and at most 20 are shown at once. */
export const TOAST_TIMEOUT_MS = 5000;
export const TOAST_MAX = 20;

export type ToastTheme = 'info' | 'success' | 'danger' | 'warning';

export interface ToastAction {
  label: string;
  run: () => void;
}

export interface Toast {
  id: string;
  text: string;
  theme: ToastTheme;
  action?: ToastAction;
}

export interface ToastOptions {
  action?: ToastAction;
  /** Runs when the toast leaves without its action being taken (timeout or reset). */
  onExpire?: () => void;
}

interface Entry extends Toast {
  onExpire?: () => void;
}

type Listener = () => void;

let visible: readonly Entry[] = [];
// Toasts beyond the limit wait here rather than being lost; each gets its full time once shown.
let queued: Entry[] = [];
const timers = new Map<string, ReturnType<typeof setTimeout>>();
const listeners = new Set<Listener>();
let counter = 0;

const emit = () => listeners.forEach((l) => l());

const nextId = () => {
  counter += 1;
  return `toast-${Date.now().toString(36)}-${counter}`;
};

function promote() {
  const room = TOAST_MAX - visible.length;
  if (room <= 0 || queued.length === 0) return;
  const shown = queued.slice(0, room);
  queued = queued.slice(room);
  visible = [...visible, ...shown];
  shown.forEach((t) =>
    timers.set(
      t.id,
      setTimeout(() => remove(t.id, true), TOAST_TIMEOUT_MS),
    ),
  );
}

function remove(id: string, expired: boolean) {
  const entry = visible.find((t) => t.id === id) ?? queued.find((t) => t.id === id);
  if (!entry) return;
  clearTimeout(timers.get(id));
  timers.delete(id);
  visible = visible.filter((t) => t.id !== id);
  queued = queued.filter((t) => t.id !== id);
  if (expired) entry.onExpire?.();
  promote();
  emit();
}

export const toast = {
  show(text: string, theme: ToastTheme = 'info', options: ToastOptions = {}): string {
    const id = nextId();
    queued = [...queued, { id, text, theme, action: options.action, onExpire: options.onExpire }];
    promote();
    emit();
    return id;
  },
  /** Takes the toast's action (e.g. Undo) and removes it without running its expiry. */
  act(id: string) {
    const entry = visible.find((t) => t.id === id);
    if (!entry) return;
    remove(id, false);
    entry.action?.run();
  },
  /** Closed by the user: counts as expiry, so a deferred action (undoable save) still commits. */
  dismiss(id: string) {
    remove(id, true);
  },
  list(): readonly Toast[] {
    return visible;
  },
  pending(): number {
    return queued.length;
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Drops everything, running pending expiries (used between tests and on sign-out). */
  clear() {
    [...visible, ...queued].forEach((t) => remove(t.id, true));
  },
};
