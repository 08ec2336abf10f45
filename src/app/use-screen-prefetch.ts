import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, type RefObject } from 'react';
import { useDataProvider, useStoreContext } from 'react-admin';
import type { RowPrefetch } from '@/engine/screens';
import { useAssembly } from '@/shell/assembly-context';
import { prefetchScreenData, type ScreenDataContext } from './screen-data';
import { preloadScreen } from './screen-preload';

/** How long the pointer rests on a link before its screen's data is loaded (a sweep loads none). */
export const POINTER_REST_MS = 80;

export interface ScreenPrefetchHandlers {
  onPointerEnter: () => void;
  onPointerLeave: () => void;
  onFocus: () => void;
}

type Timer = RefObject<ReturnType<typeof setTimeout> | undefined>;

/** What loading ahead needs from the app, and one rest timer cleared on unmount. */
function usePrefetchSetup(): { ctx: ScreenDataContext; timer: Timer } {
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider();
  const store = useStoreContext();
  const { routes } = useAssembly();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const ctx = useMemo(
    () => ({ queryClient, dataProvider, store, routes }),
    [queryClient, dataProvider, store, routes],
  );
  return { ctx, timer };
}

/**
 * Handlers for a link to `to`: pointing at it fetches its screen's code at once and, once the
 * pointer rests, the screen's data; focusing it by keyboard fetches both. The click then finds
 * them ready. Only reads the user may make (see prefetchScreenData).
 */
export function useScreenPrefetch(to: string): ScreenPrefetchHandlers {
  const { ctx, timer } = usePrefetchSetup();
  return useMemo(() => {
    const data = () => prefetchScreenData(to, ctx);
    return {
      onPointerEnter: () => {
        preloadScreen(to, ctx.routes);
        clearTimeout(timer.current);
        timer.current = setTimeout(data, POINTER_REST_MS);
      },
      onPointerLeave: () => clearTimeout(timer.current),
      onFocus: () => {
        preloadScreen(to, ctx.routes);
        data();
      },
    };
  }, [to, ctx, timer]);
}

/**
 * What list rows do on pointer rest or focus (see RowPrefetch): once the pointer or focus stays
 * on a row for POINTER_REST_MS, the screen it opens loads its code and, for a generated record
 * view, its record. Arrowing through rows or sweeping across them loads nothing.
 */
export function useRowPrefetchValue(): RowPrefetch {
  const { ctx, timer } = usePrefetchSetup();
  return useMemo(
    () => ({
      rest: (to: string) => {
        clearTimeout(timer.current);
        timer.current = setTimeout(() => {
          preloadScreen(to, ctx.routes);
          prefetchScreenData(to, ctx);
        }, POINTER_REST_MS);
      },
      leave: () => clearTimeout(timer.current),
    }),
    [ctx, timer],
  );
}
