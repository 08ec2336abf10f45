import { createContext, useContext } from 'react';

/**
 * What a list row does when the pointer rests on it or the keyboard focuses it: the app loads the
 * screen it opens (code and data) ahead of the click. Outside the app (tests, stories) nothing.
 */
export interface RowPrefetch {
  /** The pointer or focus arrived on a row that opens `path`. */
  rest(path: string): void;
  /** It left before resting long enough. */
  leave(): void;
}

const NOTHING: RowPrefetch = { rest: () => undefined, leave: () => undefined };

export const RowPrefetchContext = createContext<RowPrefetch>(NOTHING);

export const useRowPrefetch = (): RowPrefetch => useContext(RowPrefetchContext);
