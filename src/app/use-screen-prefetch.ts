import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useDataProvider, useStoreContext } from 'react-admin';
import type { RowPrefetch } from '@/engine/screens';
import { useAssembly } from './assembly-context';
import { prefetchScreenData } from './screen-data';
import { preloadScreen } from './screen-preload';

/** How long the pointer rests on a link before its screen's data is loaded (a sweep loads none). */
export const POINTER_REST_MS = 80;

export interface ScreenPrefetchHandlers {
  onPointerEnter: () => void;
  onPointerLeave: () => void;
  onFocus: () => void;
}

/**
 * Handlers for a link to `to`: pointing at it fetches its screen's code at once and, once the
 * pointer rests, the screen's data; focusing it by keyboard fetches both. The click then finds
 * them ready. Only reads the user may make (see prefetchScreenData).
 */
export function useScreenPrefetch(to: string): ScreenPrefetchHandlers {
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider();
  const store = useStoreContext();
  const { routes } = useAssembly();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useMemo(() => {
    const data = () => prefetchScreenData(to, { queryClient, dataProvider, store, routes });
    return {
      onPointerEnter: () => {
        preloadScreen(to, routes);
        clearTimeout(timer.current);
        timer.current = setTimeout(data, POINTER_REST_MS);
      },
      onPointerLeave: () => clearTimeout(timer.current),
      onFocus: () => {
        preloadScreen(to, routes);
        data();
      },
    };
  }, [to, queryClient, dataProvider, store, routes]);
}

/**
 * What list rows do on pointer rest or focus (see RowPrefetch): once the pointer or focus stays
 * on a row for POINTER_REST_MS, the screen it opens loads its code and, for a generated record
 * view, its record. Arrowing through rows or sweeping across them loads nothing.
 */
export function useRowPrefetchValue(): RowPrefetch {
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider();
  const store = useStoreContext();
  const { routes } = useAssembly();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useMemo(
    () => ({
      rest: (to: string) => {
        clearTimeout(timer.current);
        timer.current = setTimeout(() => {
          preloadScreen(to, routes);
          prefetchScreenData(to, { queryClient, dataProvider, store, routes });
        }, POINTER_REST_MS);
      },
      leave: () => clearTimeout(timer.current),
    }),
    [queryClient, dataProvider, store, routes],
  );
}
