import { Box, Stack, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { env } from '@/config/env';
import { HiddenImagesNotice, sanitiseHtml, useShowImages } from '@/ui/sanitise';
import { PREVIEW_SANDBOX, PREVIEW_WIDTHS, type PreviewFrameProps } from './constants';
import { frameDocument } from './frame-document';
import { useLatestSrcDoc } from './use-latest-src-doc';

/** A sandboxed preview of rich text at desktop or phone width. */
export default function PreviewFrame({
  html,
  title,
  kind = 'page',
  allowedImageOrigins = env.allowedImageOrigins,
  device: chosen,
}: PreviewFrameProps) {
  const translate = useTranslate();
  const [own, setDevice] = useState<'desktop' | 'phone'>('desktop');
  const device = chosen ?? own;
  const [showImages, show] = useShowImages(html);
  const { srcDoc, blocked } = useMemo(() => {
    const clean = sanitiseHtml(html, { allowedImageOrigins, showImages });
    const images = showImages ? 'any' : [window.location.origin, ...allowedImageOrigins];
    return { srcDoc: frameDocument(clean.html, images), blocked: clean.blockedImages };
  }, [html, allowedImageOrigins, showImages]);
  const frame = useLatestSrcDoc(srcDoc);
  const width = device === 'phone' ? PREVIEW_WIDTHS.phone : PREVIEW_WIDTHS[kind];
  return (
    <Stack spacing={1} sx={{ minWidth: 0 }}>
      {!chosen && (
        <ToggleButtonGroup
          exclusive
          size="small"
          value={device}
          onChange={(_, next: 'desktop' | 'phone' | null) => next && setDevice(next)}
          aria-label={translate('app.preview.width')}
        >
          <ToggleButton value="desktop">{translate('app.preview.desktop')}</ToggleButton>
          <ToggleButton value="phone">{translate('app.preview.phone')}</ToggleButton>
        </ToggleButtonGroup>
      )}
      <HiddenImagesNotice count={blocked} onShow={show} />
      {/* A preview wider than the column scrolls sideways, from the keyboard too. */}
      <Box tabIndex={0} role="region" aria-label={title} sx={{ overflowX: 'auto' }}>
        <Box
          component="iframe"
          title={title}
          sandbox={PREVIEW_SANDBOX}
          referrerPolicy="no-referrer"
          srcDoc={srcDoc}
          ref={frame.ref}
          onLoad={frame.onLoad}
          sx={{ display: 'block', width, height: '70vh', border: 1, borderColor: 'divider', bgcolor: '#fff' }}
        />
      </Box>
    </Stack>
  );
}
