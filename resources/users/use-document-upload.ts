import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { Identifier } from 'react-admin';
import { uploadDocument } from './api';
import type { DocumentEntry } from './types';

export interface SentSoFar {
  readonly sent: number;
  readonly total: number;
}

interface Handlers {
  readonly onDone: (doc: DocumentEntry) => void | Promise<void>;
  readonly onFailed: (error: Error) => void;
}

/**
 * One document upload at a time, with its progress and a way to cancel it. The guard is a ref,
 * set in the click itself: a second click (or a retry) before React shows the pending state must
 * not send the file twice.
 */
export function useDocumentUpload(userId: Identifier, { onDone, onFailed }: Handlers) {
  const running = useRef<AbortController | null>(null);
  const [progress, setProgress] = useState<SentSoFar | null>(null);
  const mutation = useMutation({
    mutationFn: (v: { file: File; typeId: number; signal: AbortSignal }) =>
      uploadDocument(userId, v.file, v.typeId, {
        signal: v.signal,
        onProgress: (sent, total) => setProgress({ sent, total }),
      }),
    onSuccess: onDone,
    onError: onFailed,
    onSettled: () => {
      running.current = null;
      setProgress(null);
    },
  });
  const start = (file: File, typeId: number) => {
    if (running.current) return;
    const controller = new AbortController();
    running.current = controller;
    setProgress({ sent: 0, total: file.size });
    mutation.mutate({ file, typeId, signal: controller.signal });
  };
  const cancel = () => running.current?.abort();
  return { start, cancel, progress, isPending: mutation.isPending || progress !== null };
}
