/**
 * What a user typed into a form that a 401 takes them away from (an expired session sends them to
 * sign in, a refused one to the home page), kept so the form can give it back when they return to
 * it. Memory only: drafts may hold participant data, so they never reach browser storage, and a
 * reload, a sign-out or another user signing in drops them.
 */
type Values = Record<string, unknown>;
type UserId = string | number;

interface OpenForm {
  owner: UserId;
  /** The form's values when it has unsaved changes; null when it has none. */
  read: () => Values | null;
}

interface Draft {
  owner: UserId;
  values: Values;
}

const open = new Map<string, OpenForm>();
const kept = new Map<string, Draft>();
// After a sign-out on purpose, forms that close on the way out keep nothing until someone signs in.
let signedOut = false;

/** A mounted form offers its unsaved values under `key` (its page path). Returns the unregister. */
export function registerFormDraft(key: string, owner: UserId, read: () => Values | null): () => void {
  const entry = { owner, read };
  open.set(key, entry);
  return () => {
    if (open.get(key) === entry) open.delete(key);
  };
}

/** Keeps `values` (null: nothing unsaved) as the draft of the form at `key`. */
export function keepFormDraft(key: string, owner: UserId, values: Values | null): void {
  if (values && !signedOut) kept.set(key, { owner, values });
}

/** Before a 401 navigates away: keeps the unsaved values of every open form. */
export function keepFormDrafts(): void {
  for (const [key, form] of open) keepFormDraft(key, form.owner, form.read());
}

/** The values kept for `key` when `user` is the one who typed them. */
export function peekFormDraft(key: string, user: UserId): Values | undefined {
  const draft = kept.get(key);
  return draft && String(draft.owner) === String(user) ? draft.values : undefined;
}

/** Forgets the draft of `key`, once it is back in its form. */
export function discardFormDraft(key: string): void {
  kept.delete(key);
}

/**
 * Drops every kept draft not typed by `user`, when `user` signs in. With no user (a sign-out on
 * purpose) drops them all, and keeps none of the forms that close as the console signs out.
 */
export function dropFormDrafts(user: UserId | null = null): void {
  signedOut = user === null;
  for (const [key, draft] of kept) {
    if (user === null || String(draft.owner) !== String(user)) kept.delete(key);
  }
}

/** No drafts and no sign-out in progress (tests). */
export function resetFormDrafts(): void {
  kept.clear();
  signedOut = false;
}

/** How many drafts are kept (tests). */
export function keptDraftCount(): number {
  return kept.size;
}
