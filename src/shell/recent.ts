import { useSyncExternalStore } from 'react';
import { onSignOut, subscribeUser } from '@/auth';

/** A place the palette led to: a screen or a record. */
export interface PaletteItem {
  /** Unique across screens and records, e.g. `menu.users` or `users:42`. */
  key: string;
  label: string;
  /** What kind of thing it is, e.g. "User" or "Screen". */
  kind: string;
  href: string;
  /** What tells it from look-alikes (a flow's study and version); search hits only. */
  detail?: string;
}

const MAX = 5;
// Memory only: record titles can be participants' names and emails, so never storage.
let recent: readonly PaletteItem[] = [];
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function rememberVisit(item: PaletteItem): void {
  recent = [item, ...recent.filter((r) => r.key !== item.key)].slice(0, MAX);
  emit();
}

const forget = () => {
  recent = [];
  emit();
};
// Another user's places are not this user's: a sign-out or a change of user forgets them.
onSignOut(forget);
subscribeUser(forget);

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** The last places opened (from the palette, a list or a link), newest first, for this session. */
export function useRecent(): readonly PaletteItem[] {
  return useSyncExternalStore(
    subscribe,
    () => recent,
    () => recent,
  );
}
