import { memoryStore, type Store } from 'react-admin';

/** react-admin's key space for display choices: the columns shown and their order in each list. */
const isPreference = (key: string) => key.startsWith('preferences.');
export const PREFERENCES_STORAGE_PREFIX = 'rc.preferences.';

type Preferences = Record<string, unknown>;

export interface ConsoleStore extends Store {
  /** Loads the display choices of the user a token now names (none when signed out). */
  setUser(userId: string | number | null): void;
}

function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The console's react-admin store. Everything lives in memory (list filters may hold participant
 * data, so they are never written to browser storage), except display choices under
 * `preferences.` (which columns a list shows): those are kept per user in local storage, so a
 * column choice survives a reload and the next sign-in of the same user. They name columns,
 * never values. Resetting the store (sign-out, user change) empties the memory and keeps them.
 */
export function consoleStore(storage: Storage | undefined = browserStorage()): ConsoleStore {
  const memory = memoryStore();
  let user: string | null = null;
  const storageKey = () => (user === null ? null : `${PREFERENCES_STORAGE_PREFIX}${user}`);

  const load = (): Preferences => {
    const key = storageKey();
    if (!storage || key === null) return {};
    try {
      const parsed: unknown = JSON.parse(storage.getItem(key) ?? '{}');
      return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
        ? (parsed as Preferences)
        : {};
    } catch {
      return {};
    }
  };

  const save = (change: (all: Preferences) => void) => {
    const key = storageKey();
    if (!storage || key === null) return;
    const all = load();
    change(all);
    try {
      storage.setItem(key, JSON.stringify(all));
    } catch {
      // Storage full or denied: the choice still holds for this visit.
    }
  };

  return {
    ...memory,
    setItem(key, value) {
      memory.setItem(key, value);
      if (isPreference(key)) save((all) => void (all[key] = value));
    },
    removeItem(key) {
      memory.removeItem(key);
      if (isPreference(key)) save((all) => void delete all[key]);
    },
    removeItems(prefix) {
      memory.removeItems(prefix);
      // Only a prefix that can cover display choices touches local storage.
      if (isPreference(prefix) || 'preferences.'.startsWith(prefix)) {
        save((all) => {
          for (const key of Object.keys(all)) if (key.startsWith(prefix)) delete all[key];
        });
      }
    },
    setUser(userId) {
      const next = userId === null ? null : String(userId);
      if (next === user) return;
      user = next;
      memory.reset();
      for (const [key, value] of Object.entries(load())) {
        if (isPreference(key)) memory.setItem(key, value);
      }
    },
  };
}
