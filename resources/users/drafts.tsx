import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

// Unsaved edits live on the user's page, above its tabs, so switching tabs keeps them. Memory
// only: participant data never goes to storage.

interface DraftStore {
  drafts: Readonly<Record<string, unknown>>;
  setDraft: (key: string, value: unknown) => void;
}

const DraftContext = createContext<DraftStore | null>(null);

export function DraftProvider({ children }: { children: ReactNode }) {
  const [drafts, setDrafts] = useState<Record<string, unknown>>({});
  const setDraft = useCallback((key: string, value: unknown) => {
    setDrafts((all) => {
      const next = { ...all };
      if (value === undefined) delete next[key];
      else next[key] = value;
      return next;
    });
  }, []);
  const store = useMemo(() => ({ drafts, setDraft }), [drafts, setDraft]);
  return <DraftContext.Provider value={store}>{children}</DraftContext.Provider>;
}

/** A tab's unsaved edit under `key`: undefined when there is none; set undefined to drop it. */
export function useDraft<T>(key: string): [T | undefined, (value: T | undefined) => void] {
  const store = useContext(DraftContext);
  const [local, setLocal] = useState<T | undefined>(undefined);
  const set = useCallback((v: T | undefined) => (store ? store.setDraft(key, v) : setLocal(v)), [store, key]);
  return [store ? (store.drafts[key] as T | undefined) : local, set];
}

/** Whether any tab holds an unsaved edit. */
export function useHasDrafts(): boolean {
  const store = useContext(DraftContext);
  return store ? Object.keys(store.drafts).length > 0 : false;
}
