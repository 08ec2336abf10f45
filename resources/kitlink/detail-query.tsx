import { useQuery, type QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { QueryState } from '@/ui/query-state';

interface DetailQueryProps<T> {
  queryKey: (id: string) => QueryKey;
  load: (id: string) => Promise<T>;
  children: (data: T) => ReactNode;
}

/** Reads the record named by the route's `:id` and shows it once it has arrived. */
export function DetailQuery<T>({ queryKey, load, children }: DetailQueryProps<T>) {
  const id = useParams().id ?? '';
  const query = useQuery({ queryKey: queryKey(id), queryFn: () => load(id) });
  return <QueryState {...query}>{children}</QueryState>;
}
