import { useState } from 'react';

/**
 * "Show images" for one piece of rich text as long as it is on screen: other text (another
 * record, a changed body) starts hidden again, and the choice is never stored.
 */
export function useShowImages(html: string): [boolean, () => void] {
  const [shownFor, setShownFor] = useState<string | null>(null);
  return [shownFor === html, () => setShownFor(html)];
}
