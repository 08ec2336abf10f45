import './texts';
import Papa from 'papaparse';
import type { useTranslate } from 'react-admin';
import { changeSentence } from '@/audit/entry-words';
import type { AuditEntry } from './api';

type Translate = ReturnType<typeof useTranslate>;

const COLUMNS = [
  'id',
  'at',
  'actor_id',
  'actor',
  'on_behalf_of',
  'kind',
  'entity',
  'record_id',
  'call',
  'changes',
  'reason',
  'hash',
] as const;

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/**
 * One row per entry, its changes in the words the screen shows. A withheld value stays withheld:
 * the sentences are built from what the server returned, which never holds it.
 */
function row(translate: Translate, e: AuditEntry): Record<(typeof COLUMNS)[number], string> {
  return {
    id: text(e.id),
    at: e.at,
    actor_id: text(e.actor_id),
    actor: text(e.actor_name),
    on_behalf_of: e.on_behalf_of_id ? text(e.on_behalf_of_name ?? `#${text(e.on_behalf_of_id)}`) : '',
    kind: translate(`audit.kind.${e.kind}`, { _: e.kind }),
    entity: text(e.entity),
    record_id: text(e.record_id),
    call: e.call,
    changes: e.changes.map((c) => changeSentence(translate, c, e.entity)).join('\n'),
    reason: text(e.reason),
    hash: e.hash,
  };
}

/** The entries as CSV (papaparse travels in this screen's lazily loaded chunk only). */
export function auditCsv(translate: Translate, entries: readonly AuditEntry[]): string {
  return Papa.unparse(
    {
      fields: COLUMNS.map((c) => translate(`audit.screen.csv.${c}`)),
      data: entries.map((e) => {
        const r = row(translate, e);
        return COLUMNS.map((c) => r[c]);
      }),
    },
    // Cells a spreadsheet would run as a formula (=, +, -, @) are escaped.
    { escapeFormulae: true, newline: '\r\n' },
  );
}

/** Today's date as the file name wants it: audit-YYYY-MM-DD.csv, in local time. */
export function csvName(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `audit-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}
