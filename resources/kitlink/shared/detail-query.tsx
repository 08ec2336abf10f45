import '../texts';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { retryUnlessFinal } from '@/http';
import { RecordState } from '@/ui/record-state';

/** How the messages name a record before it has arrived: by its heading, with the address's id. */
const NAMES = {
  order: ['kitlink.order_title', 'number'],
  kit: ['kitlink.kit_title', 'barcode'],
  assay: ['kitlink.assay_title', 'name'],
  consignment: ['kitlink.consignment_title', 'reference'],
} as const;

interface DetailQueryProps<T> {
  subject: keyof typeof NAMES;
  queryKey: (id: string) => QueryKey;
  load: (id: string) => Promise<T>;
  children: (data: T) => ReactNode;
}

/**
 * Reads the record named by the route's `:id` and shows it once it has arrived; a record that is
 * not there, hidden from this account or that could not be loaded says so, with the way back.
 */
export function DetailQuery<T>({ subject, queryKey, load, children }: DetailQueryProps<T>) {
  const translate = useTranslate();
  const id = useParams().id ?? '';
  // A refusal or a missing record does not change by asking again; a failure is retried.
  const query = useQuery({ queryKey: queryKey(id), queryFn: () => load(id), retry: retryUnlessFinal });
  const [key, param] = NAMES[subject];
  return (
    <RecordState
      {...query}
      name={translate(key, { [param]: id })}
      back={{ to: '/kitlink', label: translate('kitlink.back') }}
    >
      {children}
    </RecordState>
  );
}
