import { Box } from '@mui/material';
import { RichTextInput, type RichTextInputProps } from 'ra-input-rich-text';
import { useCallback, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import {
  contentStyles,
  createImageHold,
  HiddenImagesNotice,
  sanitiseHtml,
  type SanitisedHtml,
} from '@/ui/sanitise';
import { EditorToolbar } from './rich-text-toolbar';

/** The sanitised text for the editor, computed once per value: react-admin formats on every render. */
function useLoaded(sanitise: (html: string) => SanitisedHtml): (value: unknown) => SanitisedHtml {
  const last = useRef<{ value: string; sanitise: unknown; result: SanitisedHtml } | null>(null);
  return useCallback(
    (value: unknown) => {
      const html = typeof value === 'string' ? value : '';
      if (last.current?.value !== html || last.current.sanitise !== sanitise) {
        last.current = { value: html, sanitise, result: sanitise(html) };
      }
      return last.current.result;
    },
    [sanitise],
  );
}

/**
 * The rich-text editor with the sanitiser on both sides: what is loaded into it and what it hands
 * back to the form. Images from origins that are not allowed stay in the text but load only after
 * "Show images". Loaded with the editor, so the sanitiser costs nothing until a form needs it.
 */
export default function SanitisedRichTextInput(props: RichTextInputProps) {
  const [hold] = useState(createImageHold);
  const [showImages, setShowImages] = useState(false);
  const sanitise = useCallback(
    (html: string) => sanitiseHtml(html, { hold, showImages }),
    [hold, showImages],
  );
  const loaded = useLoaded(sanitise);
  const format = useCallback((value: unknown) => loaded(value).html, [loaded]);
  const parse = useCallback(
    (html: string) => (html === '' ? '' : sanitiseHtml(html, { hold, showImages: true }).html),
    [hold],
  );
  const value: unknown = useWatch({ name: props.source });
  return (
    <Box sx={{ width: '100%', '& .ProseMirror': contentStyles }}>
      <HiddenImagesNotice count={loaded(value).blockedImages} onShow={() => setShowImages(true)} />
      <RichTextInput {...props} format={format} parse={parse} toolbar={<EditorToolbar />} />
    </Box>
  );
}
