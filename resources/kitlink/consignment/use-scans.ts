import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import type { Identifier } from 'react-admin';
import { queryKeys } from '@/data';
import { HttpError } from '@/http';
import { kitlinkKeys, postScan } from '../api';
import { normaliseBarcode } from '../rules';
import type { ConsignmentDetail, ScanResult, Tally } from '../types';

export interface Scan {
  barcode: string;
  /** `sending` until answered; `unsent` when no answer came (it can be sent again). */
  state: 'sending' | 'answered' | 'unsent';
  result: ScanResult | null;
}

/**
 * The scans of one consignment, newest first. Each code is sent once: a code scanned again while
 * its first scan is on its way is ignored, and sending an unanswered scan again reuses its
 * idempotency key. A code scanned again after its answer is asked again (the lab sees "already
 * received"). The tally only grows, so answers arriving out of order never take it back.
 */
export function useScans(consignmentId: Identifier, initial: Tally) {
  const client = useQueryClient();
  const [scans, setScans] = useState<Scan[]>([]);
  const [tally, setTally] = useState(initial);
  const keys = useRef(new Map<string, string>());
  const sending = useRef(new Set<string>());
  // Stable for the consignment: the lines of earlier scans are not drawn again for each new one.
  const actions = useMemo(() => {
    const update = (barcode: string, next: Partial<Scan>) =>
      setScans((list) => {
        const at = list.findIndex((s) => s.barcode === barcode && s.state !== 'answered');
        if (at < 0) return list;
        const copy = list.slice();
        copy[at] = { ...copy[at]!, ...next };
        return copy;
      });
    const send = async (barcode: string) => {
      sending.current.add(barcode);
      const key = keys.current.get(barcode) ?? crypto.randomUUID();
      keys.current.set(barcode, key);
      try {
        const result = await postScan(consignmentId, barcode, key);
        keys.current.delete(barcode);
        update(barcode, { state: 'answered', result });
        setTally((t) => (result.tally.received >= t.received ? result.tally : t));
        if (result.outcome === 'received') showReceived(client, consignmentId, result);
      } catch (e) {
        if (e instanceof HttpError && e.status > 0) keys.current.delete(barcode);
        update(barcode, { state: 'unsent' });
      } finally {
        sending.current.delete(barcode);
      }
    };
    /** Takes a scanned or typed code; false when it is empty or already on its way. */
    const scan = (raw: string): boolean => {
      const barcode = normaliseBarcode(raw);
      if (barcode === '' || sending.current.has(barcode)) return false;
      setScans((list) => [
        { barcode, state: 'sending', result: null },
        ...list.filter((s) => !(s.barcode === barcode && s.state === 'unsent')),
      ]);
      void send(barcode);
      return true;
    };
    const retry = (barcode: string) => {
      if (sending.current.has(barcode)) return;
      update(barcode, { state: 'sending' });
      void send(barcode);
    };
    return { scan, retry };
  }, [client, consignmentId]);
  return { scans, tally, ...actions };
}

/**
 * The received kit changes in the packing list on screen in place (one row drawn again), instead
 * of the whole consignment being fetched again after every scan; the other screens showing kits
 * fetch theirs when next shown.
 */
function showReceived(client: QueryClient, consignmentId: Identifier, result: ScanResult) {
  const { kit } = result;
  client.setQueryData<ConsignmentDetail>(kitlinkKeys.consignment(consignmentId), (c) =>
    c && kit ? { ...c, tally: result.tally, kits: c.kits.map((k) => (k.id === kit.id ? kit : k)) } : c,
  );
  void client.invalidateQueries({ queryKey: queryKeys('kits').all, refetchType: 'none' });
}
