/**
 * The rich-text editor's and display's code. Their widgets load them as they render; a record
 * view that will show one asks for it ahead (`preloadRecordView`), so the editor's code arrives
 * beside the record instead of after it. The browser fetches a module once, whoever asks.
 */
export const richTextChunks = {
  editor: () => import('./rich-text-editor'),
  display: () => import('./rich-text-display'),
};
