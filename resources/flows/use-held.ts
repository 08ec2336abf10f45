import { useState } from 'react';

/**
 * The last value that was not null: a dialog closed by clearing what it shows keeps showing it
 * while it fades out, instead of an empty title.
 */
export function useHeld<T>(value: T | null): T | null {
  const [held, setHeld] = useState<T | null>(value);
  if (value !== null && value !== held) setHeld(value);
  return value ?? held;
}
