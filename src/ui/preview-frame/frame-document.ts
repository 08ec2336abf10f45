import { BLOCKED_IMAGE_ATTRIBUTE } from '@/ui/sanitise/policy';

/** Where the frame may load images from: listed origins, or any web address once asked. */
export type ImageSources = readonly string[] | 'any';

/**
 * The frame's own policy, a second wall behind the sandbox: nothing runs, submits, connects or
 * embeds, and images come only from `images`. `form-action` and `base-uri` do not fall back to
 * `default-src`, so they are named.
 */
export function previewCsp(images: ImageSources): string {
  const img = images === 'any' ? 'http: https:' : images.join(' ');
  return [
    "default-src 'none'",
    "script-src 'none'",
    "object-src 'none'",
    `img-src ${img}`,
    "style-src 'unsafe-inline'",
    "form-action 'none'",
    "base-uri 'none'",
  ].join('; ');
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

const STYLES = `
body { margin: 16px; font: 16px/1.5 system-ui, sans-serif; color: #1a1a1a; background: #fff; overflow-wrap: anywhere; }
img { max-width: 100%; height: auto; }
img[${BLOCKED_IMAGE_ATTRIBUTE}] { display: inline-block; min-width: 4em; min-height: 2em; border: 1px dashed #999; color: #555; }
table { border-collapse: collapse; }
`;

/**
 * The whole document of a preview frame around already sanitised `body`. Links open in a new
 * tab rather than inside the frame.
 */
export function frameDocument(body: string, images: ImageSources): string {
  return [
    '<!doctype html><html><head><meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(previewCsp(images))}">`,
    '<meta name="referrer" content="no-referrer">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<base target="_blank">',
    `<style>${STYLES}</style>`,
    `</head><body>${body}</body></html>`,
  ].join('');
}
