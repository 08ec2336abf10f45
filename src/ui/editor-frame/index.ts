export { EditorFrame, useEditorTab, type EditorFrameProps, type EditorTabDef } from './editor-frame';
export { EditorFrameSlots, EditorHeadSlot, EditorTabsSlot } from './slots';
