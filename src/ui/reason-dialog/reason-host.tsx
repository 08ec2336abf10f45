import { useEffect, useRef, useState } from 'react';
import { setReasonPrompt } from '@/http';
import type { RiskyWrite } from '@/audit/risky-writes';
import { ReasonDialog } from './reason-dialog';

interface Waiting {
  write: RiskyWrite;
  answer: (reason: string | null) => void;
}

/**
 * Mounted once in the console's frame: every risky write waits here for a reason. Writes sent
 * together (a bulk delete) wait for the same dialog and share one answer.
 */
export function ReasonHost() {
  const [waiting, setWaiting] = useState<readonly Waiting[]>([]);
  const waitingRef = useRef(waiting);
  waitingRef.current = waiting;
  useEffect(
    () =>
      setReasonPrompt(
        (write) =>
          new Promise<string | null>((resolve) => {
            setWaiting((list) => [...list, { write, answer: resolve }]);
          }),
      ),
    [],
  );
  // Leaving the frame (sign-out) cancels what still waits: nothing is sent without a reason.
  useEffect(() => () => waitingRef.current.forEach((w) => w.answer(null)), []);
  const first = waiting[0];
  const onAnswer = (reason: string | null) => {
    for (const w of waitingRef.current) w.answer(reason);
    setWaiting([]);
  };
  return (
    <ReasonDialog
      open={first !== undefined}
      action={first?.write.label ?? ''}
      count={waiting.length}
      onAnswer={onAnswer}
    />
  );
}
