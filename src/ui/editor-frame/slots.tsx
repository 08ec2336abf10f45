import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

interface Slots {
  head: HTMLElement | null;
  tabs: HTMLElement | null;
  setHead: (el: HTMLElement | null) => void;
  setTabs: (el: HTMLElement | null) => void;
}

const SlotsContext = createContext<Slots | null>(null);

/**
 * The editor frame's bar belongs to the layout (it also holds the profile menu), its contents to
 * the screen: the layout marks two places, and the screen's `<EditorFrame>` renders into them.
 */
export function EditorFrameSlots({ children }: { children: ReactNode }) {
  const [head, setHead] = useState<HTMLElement | null>(null);
  const [tabs, setTabs] = useState<HTMLElement | null>(null);
  const value = useMemo(() => ({ head, tabs, setHead, setTabs }), [head, tabs]);
  return <SlotsContext.Provider value={value}>{children}</SlotsContext.Provider>;
}

export function useEditorFrameSlots(): Slots | null {
  return useContext(SlotsContext);
}

/**
 * Where the layout puts the screen's back link, title, status, save state and actions. It takes
 * the bar's free width even while empty, so what follows it (the profile menu) stands at the
 * right from the first frame instead of moving there when the screen fills it.
 */
export function EditorHeadSlot() {
  const slots = useEditorFrameSlots();
  return <div ref={slots?.setHead} style={{ display: 'flex', flexGrow: 1, minWidth: 0 }} />;
}

/** Where the layout puts the screen's tabs. */
export function EditorTabsSlot() {
  const slots = useEditorFrameSlots();
  return <div ref={slots?.setTabs} />;
}
