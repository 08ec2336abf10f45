import { listOf, numberOf } from '../block-data';
import type { Block } from '../types';

/** What an uploader block allows; null where the block data sets no limit (missing, null or not a number). */
export interface UploadLimits {
  /** File kinds by extension, lower case without the dot; empty: any kind. */
  accepted: string[];
  maxSizeMb: number | null;
  maxFiles: number | null;
}

/** A file as the preview knows it: picked locally, never read or sent. */
export interface PickedFile {
  name: string;
  size: number;
}

export interface FileVerdict extends PickedFile {
  kindOk: boolean;
  sizeOk: boolean;
}

export interface FilesVerdict {
  files: FileVerdict[];
  /** More files than the block allows. */
  tooMany: boolean;
  /** Every file is of an accepted kind and size, and there are not too many. */
  ok: boolean;
}

// The uploader form offers "jpg"; a participant's photo is as often named .jpeg.
const SAME_KIND: Record<string, string[]> = { jpg: ['jpeg'], jpeg: ['jpg'], tif: ['tiff'], tiff: ['tif'] };

const clean = (kind: string) => kind.trim().toLowerCase().replace(/^\./, '');

export function uploadLimits(block: Block): UploadLimits {
  const accepted = [
    ...new Set(
      listOf(block, 'accepted')
        .map(clean)
        .filter((k) => k !== ''),
    ),
  ];
  const positive = (n: number | null) => (n !== null && n > 0 ? n : null);
  return {
    accepted,
    maxSizeMb: positive(numberOf(block, 'max_size_mb')),
    maxFiles: positive(numberOf(block, 'max_files')),
  };
}

/** The extensions the file picker offers (`accept`), or undefined for any file. */
export function acceptAttribute(limits: UploadLimits): string | undefined {
  if (limits.accepted.length === 0) return undefined;
  const kinds = limits.accepted.flatMap((k) => [k, ...(SAME_KIND[k] ?? [])]);
  return [...new Set(kinds)].map((k) => `.${k}`).join(',');
}

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot + 1).toLowerCase();
};

/** Whether the picked files are within the block's limits, file by file. */
export function judgeFiles(picked: readonly PickedFile[], limits: UploadLimits): FilesVerdict {
  const kinds = new Set(limits.accepted.flatMap((k) => [k, ...(SAME_KIND[k] ?? [])]));
  const files = picked.map((f) => ({
    name: f.name,
    size: f.size,
    kindOk: kinds.size === 0 || kinds.has(extensionOf(f.name)),
    sizeOk: limits.maxSizeMb === null || f.size <= limits.maxSizeMb * 1024 * 1024,
  }));
  const tooMany = limits.maxFiles !== null && files.length > limits.maxFiles;
  return { files, tooMany, ok: !tooMany && files.every((f) => f.kindOk && f.sizeOk) };
}
