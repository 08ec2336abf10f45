import { createContext, useContext } from 'react';

/**
 * Inputs holding text that becomes a value only when committed (a tag typed but not yet confirmed
 * with Enter) say so here, so the form can offer Save although nothing has changed yet: the click
 * commits the text, then saves it.
 */
export type ReportPendingInput = (source: string, pending: boolean) => void;

export const PendingInputContext = createContext<ReportPendingInput>(() => undefined);

export const useReportPendingInput = (): ReportPendingInput => useContext(PendingInputContext);
