import { Box } from '@mui/material';
import { useMemo } from 'react';
import { HiddenImagesNotice } from './hidden-images-notice';
import { contentStyles } from './content-styles';
import { sanitiseHtml } from './sanitise-html';
import { useShowImages } from './use-show-images';

export interface SafeHtmlProps {
  html: string;
  /** Defaults to the configured origins (`VITE_ALLOWED_IMAGE_ORIGINS`). */
  allowedImageOrigins?: readonly string[];
}

/** Rich text shown in the console: sanitised, with remote images behind "Show images". */
export function SafeHtml({ html, allowedImageOrigins }: SafeHtmlProps) {
  const [showImages, show] = useShowImages(html);
  const clean = useMemo(
    () => sanitiseHtml(html, { allowedImageOrigins, showImages }),
    [html, allowedImageOrigins, showImages],
  );
  return (
    <div>
      <HiddenImagesNotice count={clean.blockedImages} onShow={show} />
      {/* Raw HTML, exactly as the sanitiser left it. */}
      <Box sx={contentStyles} dangerouslySetInnerHTML={{ __html: clean.html }} />
    </div>
  );
}
