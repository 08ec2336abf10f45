import { lazy, Suspense } from 'react';
import { PanelBoundary } from '../error-boundary';
import type { PreviewFrameProps } from './constants';

export { PREVIEW_SANDBOX, PREVIEW_WIDTHS, type PreviewFrameProps } from './constants';
export { previewCsp, frameDocument, type ImageSources } from './frame-document';

const Frame = lazy(() => import('./preview-frame'));

/** The sandboxed preview frame; its code and the sanitiser are fetched on first use. */
export function PreviewFrame(props: PreviewFrameProps) {
  return (
    <PanelBoundary name="preview">
      <Suspense fallback={null}>
        <Frame {...props} />
      </Suspense>
    </PanelBoundary>
  );
}
