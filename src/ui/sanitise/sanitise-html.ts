import DOMPurify from 'dompurify';
import { env } from '@/config/env';
import type { ImageHold } from './image-hold';
import {
  ALLOWED_TAGS,
  ATTRIBUTES_BY_TAG,
  BLOCKED_IMAGE_ATTRIBUTE,
  DROPPED_WITH_CONTENT,
  GLOBAL_ATTRIBUTES,
  attributeValue,
  imageOrigin,
  isAllowedAttribute,
  isSafeLink,
} from './policy';

export interface SanitiseOptions {
  /** Origins images load from without asking; the page's own origin is always one. */
  allowedImageOrigins?: readonly string[];
  /** The reader pressed "Show images": images from any http(s) origin load. */
  showImages?: boolean;
  /** Editors keep hidden images under a stand-in address instead of dropping the address. */
  hold?: ImageHold;
  /** What relative addresses resolve against; the page's own address by default. */
  baseUrl?: string;
}

export interface SanitisedHtml {
  html: string;
  /** Images whose address was withheld because their origin is not allowed. */
  blockedImages: number;
}

interface Run {
  allowed: ReadonlySet<string>;
  showImages: boolean;
  hold?: ImageHold;
  base: string;
  blocked: number;
}

// An instance of its own: hooks added here never apply to other DOMPurify users (react-admin's).
const purify = DOMPurify(window);
let run: Run | undefined;

purify.addHook('uponSanitizeAttribute', (node, data) => {
  const tag = node.nodeName.toLowerCase();
  if (!isAllowedAttribute(tag, data.attrName)) {
    data.keepAttr = false;
    return;
  }
  const value = attributeValue(data.attrName, data.attrValue);
  if (value === undefined) data.keepAttr = false;
  else if (data.attrName === 'src') data.attrValue = run?.hold?.original(value) ?? value;
  else data.attrValue = value;
});

purify.addHook('afterSanitizeAttributes', (node) => {
  if (!run) return;
  if (node.nodeName === 'A') {
    const href = node.getAttribute('href');
    if (href !== null && !isSafeLink(href, run.base)) node.removeAttribute('href');
    node.setAttribute('rel', 'noopener noreferrer');
  } else if (node.nodeName === 'IMG') {
    guardImage(node, run);
  }
});

function guardImage(img: Element, current: Run): void {
  img.setAttribute('referrerpolicy', 'no-referrer');
  const src = img.getAttribute('src');
  if (src === null) return;
  const origin = imageOrigin(src, current.base);
  if (origin === undefined) {
    img.removeAttribute('src');
    return;
  }
  if (current.showImages || current.allowed.has(origin)) return;
  current.blocked += 1;
  img.setAttribute(BLOCKED_IMAGE_ATTRIBUTE, '');
  if (current.hold) img.setAttribute('src', current.hold.standIn(src));
  else img.removeAttribute('src');
}

const CONFIG = {
  ALLOWED_TAGS: [...ALLOWED_TAGS],
  ALLOWED_ATTR: [...new Set([...GLOBAL_ATTRIBUTES, ...Object.values(ATTRIBUTES_BY_TAG).flat()])],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ADD_FORBID_CONTENTS: [...DROPPED_WITH_CONTENT],
};

/**
 * The one sanitiser for rich text, wherever it is shown or edited: an allow-list of content tags
 * and attributes (see `policy.ts`), links to web pages and email addresses that open without
 * access to the console, and images only from allowed origins unless the reader asks for them.
 */
export function sanitiseHtml(html: string, options: SanitiseOptions = {}): SanitisedHtml {
  // Where DOMPurify cannot work it hands the input back untouched: show nothing instead.
  if (!purify.isSupported) return { html: '', blockedImages: 0 };
  const base = options.baseUrl ?? window.location.href;
  const own = new URL(base).origin;
  run = {
    allowed: new Set([own, ...(options.allowedImageOrigins ?? env.allowedImageOrigins)]),
    showImages: options.showImages ?? false,
    hold: options.hold,
    base,
    blocked: 0,
  };
  try {
    return { html: purify.sanitize(html, CONFIG), blockedImages: run.blocked };
  } finally {
    run = undefined;
  }
}
