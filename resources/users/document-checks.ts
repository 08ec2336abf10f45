// What a document upload must be, checked before sending and again by the server.

export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

/** PDFs and images show inline; the other accepted kinds are offered as downloads. */
export const INLINE_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export const ACCEPTED_TYPES = [
  ...INLINE_TYPES,
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;

export interface UploadCandidate {
  name: string;
  type: string;
  size: number;
}

export type UploadProblem =
  | { code: 'empty'; message: string }
  | { code: 'too_large'; message: string }
  | { code: 'wrong_type'; message: string };

/** The first reason a file cannot be uploaded, or null when it may be. */
export function checkUpload(file: UploadCandidate): UploadProblem | null {
  if (file.size === 0) return { code: 'empty', message: 'The file is empty.' };
  if (file.size > MAX_DOCUMENT_BYTES) return { code: 'too_large', message: 'must be at most 10 MB' };
  if (!(ACCEPTED_TYPES as readonly string[]).includes(file.type))
    return { code: 'wrong_type', message: 'must be a PDF, PNG, JPEG or Word document' };
  return null;
}

export const showsInline = (contentType: string) => (INLINE_TYPES as readonly string[]).includes(contentType);
