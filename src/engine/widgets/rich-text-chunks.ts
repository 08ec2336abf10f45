import { preloadableLazy } from '@/ui/preloadable-lazy';

/**
 * The rich-text editor (tiptap) and display (the sanitiser): large, so each loads only when a
 * record that has rich text opens. A record view asks for its own ahead (`preloadRecordView`), so
 * the code arrives beside the record, and the form is drawn with the editor in place instead of
 * its placeholder first.
 */
export const RichTextEditor = preloadableLazy(() => import('./rich-text-editor'));
export const RichTextDisplayBody = preloadableLazy(() => import('./rich-text-display'));
