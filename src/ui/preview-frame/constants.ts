/** Desktop widths: an email client's reading pane, or a web page; phones are all 375 px. */
export const PREVIEW_WIDTHS = { email: 600, page: 1024, phone: 375 } as const;

/**
 * No `allow-scripts` and no `allow-same-origin`: the frame has an opaque origin and runs nothing.
 * Links may open a new tab, outside the sandbox, as they would from a received email.
 */
export const PREVIEW_SANDBOX = 'allow-popups allow-popups-to-escape-sandbox';

export interface PreviewFrameProps {
  /** Rich text or an email's HTML; sanitised in the frame. */
  html: string;
  /** Names the frame for screen readers, e.g. "Preview of Welcome email". */
  title: string;
  kind?: 'email' | 'page';
  allowedImageOrigins?: readonly string[];
  /** A width chosen by the screen around the frame, which then shows no width switch of its own. */
  device?: 'desktop' | 'phone';
}
