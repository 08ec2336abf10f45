import { useSyncExternalStore } from 'react';
import { coreCalls } from '@/contract/core';
import { request } from '@/http';

export const CLIENT_SETTINGS_ERROR = 'Error fetching client settings';

/** Spec §4: unset until fetched; then the data, or the error text. */
export type ClientSettingsState =
  | { status: 'unset' }
  | { status: 'ready'; data: Record<string, unknown> }
  | { status: 'error'; error: string };

let state: ClientSettingsState = { status: 'unset' };
const listeners = new Set<() => void>();

function set(next: ClientSettingsState) {
  state = next;
  listeners.forEach((l) => l());
}

export function clientSettings(): ClientSettingsState {
  return state;
}

export function useClientSettings(): ClientSettingsState {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    clientSettings,
    clientSettings,
  );
}

/** `GET /admin/client-settings`, outside the global error handling (spec §7); a failure is stored and logged. */
export async function fetchClientSettings(): Promise<void> {
  try {
    const res = await request<unknown>('/admin/client-settings', { skipErrorHandling: true });
    set({ status: 'ready', data: coreCalls.clientSettings.response.parse(res.data) });
  } catch (e) {
    set({ status: 'error', error: CLIENT_SETTINGS_ERROR });
    console.error(CLIENT_SETTINGS_ERROR, e);
  }
}

/** Back to "unset" (tests). */
export function resetClientSettings(): void {
  set({ status: 'unset' });
}
