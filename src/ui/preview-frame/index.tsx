import { Box } from '@mui/material';
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
      {/* The frame's room is kept while its code loads, so what follows it does not jump down:
          the frame's 70vh, and the width toggles above it unless the caller chose the width. */}
      <Suspense fallback={<Box sx={{ height: props.device ? '70vh' : 'calc(70vh + 46px)' }} />}>
        <Frame {...props} />
      </Suspense>
    </PanelBoundary>
  );
}
