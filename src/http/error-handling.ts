import { heldSession, tokenState } from '@/auth/token-store';
import { keepFormDrafts } from '@/lib/form-drafts';
import { bodyMessage, type HttpError } from './errors';
import type { ToastTheme } from './types';

/** Spec §8 texts (English fallbacks) and their locale keys. */
export const ERROR_TEXTS = {
  authorization: {
    key: 'app.errors.authorization',
    text: 'Authorization error. Please check your permissions and network connection, and try again.',
  },
  network: { key: 'app.errors.network', text: 'Network error' },
  notFound: { key: 'app.errors.not_found', text: '404' },
  methodNotAllowed: { key: 'app.errors.method_not_allowed', text: '405 Method Not Allowed' },
  unprocessable: { key: 'app.errors.unprocessable', text: '422 Unprocessable Entity' },
  tooManyRequests: { key: 'app.errors.too_many_requests', text: '429 Too Many Requests' },
} as const;

type CatalogueEntry = { key: string; text: string };

/** react-admin's notice after a submit whose fields are in error. */
const FORM_INVALID: CatalogueEntry = {
  key: 'ra.message.invalid_form',
  text: 'The form is not valid. Please check for errors',
};

export interface HttpErrorHandlers {
  navigate(to: string): void;
  notify(text: string, theme: ToastTheme): void;
  /** pathname + search of the current location */
  currentPath(): string;
  isAuthLayoutPath(pathname: string): boolean;
}

type Translate = (key: string, fallback: string) => string;

let handlers: HttpErrorHandlers = {
  navigate: () => undefined,
  notify: () => undefined,
  currentPath: () =>
    typeof window === 'undefined' ? '/' : window.location.pathname + window.location.search,
  isAuthLayoutPath: () => false,
};
let translate: Translate = (_key, fallback) => fallback;
let reporter: ((error: HttpError) => void) | null = null;

/** The app injects navigation and toasts, so src/http stays free of React. */
export function setHttpErrorHandlers(next: HttpErrorHandlers): void {
  handlers = next;
}

/** i18n injects its translate function; until then the spec's English texts are used. */
export function setHttpTranslator(fn: Translate): void {
  translate = fn;
}

/** The error-reporting integration subscribes here; it receives every error, tagged or not. */
export function setHttpErrorReporter(fn: ((error: HttpError) => void) | null): void {
  reporter = fn;
}

// Parallel failures (ten 401s from one screen) must end in one navigation and one toast.
export const DEDUPE_WINDOW_MS = 2000;
const recent = new Map<string, number>();

/** Forgets what is older than the window, then tells whether `key` is still in it. */
function seen(key: string): boolean {
  const now = Date.now();
  for (const [k, at] of recent) if (now - at >= DEDUPE_WINDOW_MS) recent.delete(k);
  return recent.has(key);
}

function firstInWindow(key: string): boolean {
  if (seen(key)) return false;
  recent.set(key, Date.now());
  return true;
}

// What the interceptor has just told the user, under every text that stands for the same failure:
// its catalogue toast and the error's own message, which react-admin's screens would show again.
function markShown(texts: readonly string[]): void {
  texts.forEach((t) => recent.set(`shown:${t}`, Date.now()));
}

/**
 * Whether an error text repeats a failure the interceptor toasted in the last two seconds (e.g. a
 * list's own "Forced 500", or a body message standing behind "429 Too Many Requests").
 */
export function shownByInterceptor(message: string): boolean {
  return seen(`shown:${message}`);
}

/** Forget recent navigations and toasts (tests, sign-out). */
export function resetErrorDedupe(): void {
  recent.clear();
}

const text = (entry: CatalogueEntry): string => translate(entry.key, entry.text);

/** The toast text of spec §8 for a non-401 error; undefined when nothing should be shown. */
export function catalogueMessage(error: HttpError): string | undefined {
  if (error.aborted) return undefined;
  switch (error.status) {
    case 0:
      return text(ERROR_TEXTS.network);
    case 404:
      return text(ERROR_TEXTS.notFound);
    case 405:
      return text(ERROR_TEXTS.methodNotAllowed);
    case 422:
      return text(ERROR_TEXTS.unprocessable);
    case 429:
      return text(ERROR_TEXTS.tooManyRequests);
    case 409:
      return bodyMessage(error.body) ?? Object.values(error.fieldErrors)[0] ?? error.message;
    default:
      return error.message;
  }
}

function handleUnauthorized(): void {
  if (tokenState() === 'valid') {
    if (!firstInWindow('401:valid')) return;
    keepFormDrafts();
    handlers.navigate('/');
    handlers.notify(text(ERROR_TEXTS.authorization), 'danger');
    return;
  }
  // The shell holds the page and asks for sign-in over it (src/app/session): navigating to /login
  // would throw away what is typed on the page.
  if (heldSession()) return;
  const current = handlers.currentPath();
  const pathname = current.split(/[?#]/)[0] || '/';
  if (handlers.isAuthLayoutPath(pathname)) return;
  if (!firstInWindow('401:invalid')) return;
  keepFormDrafts();
  handlers.navigate(`/login?redirect=${encodeURIComponent(current)}&sessionExpired=true`);
}

export function reportHttpError(error: HttpError): void {
  try {
    reporter?.(error);
  } catch (e) {
    console.error('Reporting an HTTP error failed', e);
  }
}

/** The global interceptor of spec §8: navigation for 401, one toast per distinct text otherwise. */
export function handleHttpError(error: HttpError): void {
  if (error.status === 401) {
    // The navigation (and its toast) answers a 401; react-admin's repeat of the server's own text
    // ("Unauthorized", "Token expired") would be a second, raw toast.
    markShown([error.message].filter(Boolean));
    handleUnauthorized();
    return;
  }
  const message = catalogueMessage(error);
  if (!message) return;
  // Field errors from the server land on their inputs; the form's generic "not valid" notice that
  // follows would be a second toast for the same failed save.
  const onFields = Object.keys(error.fieldErrors).length > 0 ? [text(FORM_INVALID)] : [];
  markShown([message, error.message, ...onFields].filter(Boolean));
  if (firstInWindow(`toast:${message}`)) handlers.notify(message, 'danger');
}
