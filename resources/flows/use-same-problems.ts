import { useState } from 'react';
import type { Problem } from './checks';

/**
 * The checks' findings, the same array while they say the same: most keystrokes change no
 * finding, and an unchanged array lets the outline's flags, the checks panel and the map skip
 * their redraw. Held in state (React's pattern for a value derived from the last render).
 */
export function useSameProblems(found: readonly Problem[]): readonly Problem[] {
  const key = JSON.stringify(found);
  const [held, setHeld] = useState({ key, found });
  if (held.key !== key) {
    setHeld({ key, found });
    return found;
  }
  return held.found;
}
