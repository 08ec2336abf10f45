// Brings DOMPurify: import it from modules that are themselves loaded on demand, so screens
// without rich text never download it.
export { SafeHtml, type SafeHtmlProps } from './safe-html';
export { HiddenImagesNotice } from './hidden-images-notice';
export { contentStyles } from './content-styles';
export { createImageHold, type ImageHold } from './image-hold';
export { useShowImages } from './use-show-images';
export { sanitiseHtml, type SanitiseOptions, type SanitisedHtml } from './sanitise-html';
export { BLOCKED_IMAGE_ATTRIBUTE } from './policy';
