const STAND_IN = 'about:blank#held-image-';

/**
 * For editors: a hidden image stays in the document under a stand-in address that loads nothing
 * (`about:blank#held-image-3`), and gets its own address back when the text is saved, so hiding
 * an image never deletes it. One hold per mounted editor; it lives in memory only.
 */
export interface ImageHold {
  /** The stand-in for an address, the same one each time. */
  standIn(src: string): string;
  /** The address a stand-in stands for, or undefined when `src` is not one of this hold's. */
  original(src: string): string | undefined;
}

export function createImageHold(): ImageHold {
  const held: string[] = [];
  return {
    standIn(src) {
      const index = held.indexOf(src);
      return `${STAND_IN}${index >= 0 ? index : held.push(src) - 1}`;
    },
    original(src) {
      if (!src.startsWith(STAND_IN)) return undefined;
      const index = src.slice(STAND_IN.length);
      return /^\d+$/.test(index) ? held[Number(index)] : undefined;
    },
  };
}
