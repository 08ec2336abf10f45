import '../texts';
import { validators, type FieldDef } from '@/engine';
import type { Mapping, ReadyRow, RowProblem, SourceRow } from './ingest-types';

type Converted = { ok: true; value: unknown } | { ok: false; message: string };

const TRUE = new Set(['true', 'yes', 'y', '1']);
const FALSE = new Set(['false', 'no', 'n', '0']);

/** A cell's text as the field's type; an empty cell is no value (the required check decides). */
export function convertCell(field: FieldDef, text: string): Converted {
  const t = text.trim();
  if (t === '') return { ok: true, value: undefined };
  switch (field.type) {
    case 'number':
    case 'money': {
      const n = Number(t.replace(/,/g, ''));
      return Number.isFinite(n)
        ? { ok: true, value: n }
        : { ok: false, message: 'labs.ingest.problem.number' };
    }
    case 'boolean':
      if (TRUE.has(t.toLowerCase())) return { ok: true, value: true };
      if (FALSE.has(t.toLowerCase())) return { ok: true, value: false };
      return { ok: false, message: 'labs.ingest.problem.boolean' };
    case 'enum':
      return field.choices?.includes(t)
        ? { ok: true, value: t }
        : { ok: false, message: 'labs.ingest.problem.choice' };
    case 'date':
      return /^\d{4}-\d{2}-\d{2}$/.test(t) && !Number.isNaN(Date.parse(t))
        ? { ok: true, value: t }
        : { ok: false, message: 'labs.ingest.problem.date' };
    case 'json':
      try {
        return { ok: true, value: JSON.parse(t) as unknown };
      } catch {
        return { ok: false, message: 'labs.ingest.problem.json' };
      }
    case 'array':
      return {
        ok: true,
        value: t
          .split(';')
          .map((s) => s.trim())
          .filter(Boolean),
      };
    default:
      return { ok: true, value: t };
  }
}

/**
 * One row checked with the entity's own rules (required, lengths, ranges, email, choices) after its
 * cells are converted: either the values to send or every problem found.
 */
export function validateRow(
  source: SourceRow,
  mapping: Mapping,
  fields: readonly FieldDef[],
  labelOf: (source: string) => string = (s) => s,
): { ready: ReadyRow } | { problems: RowProblem[] } {
  const values: Record<string, unknown> = {};
  const problems: RowProblem[] = [];
  const byField = new Map(
    Object.entries(mapping)
      .filter(([, f]) => f)
      .map(([column, f]) => [f, column]),
  );
  for (const field of fields) {
    const column = byField.get(field.source);
    const converted = convertCell(field, column === undefined ? '' : (source.cells[column] ?? ''));
    if (!converted.ok) {
      problems.push({
        row: source.row,
        field: field.source,
        message: converted.message,
        args: { field: labelOf(field.source) },
      });
      continue;
    }
    const label = labelOf(field.source);
    const failed = validators
      .checksFor(field, label)
      .map((check) => check(converted.value, values))
      .find(Boolean);
    if (failed) problems.push({ row: source.row, field: field.source, ...failed });
    else if (converted.value !== undefined) values[field.source] = converted.value;
  }
  return problems.length ? { problems } : { ready: { row: source.row, values } };
}

/** Rows checked between this many: enough to be quick, few enough that typing never waits long. */
export const VALIDATE_CHUNK = 500;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Every row checked in chunks, giving the page back between them so it never freezes. */
export async function validateRows(
  rows: readonly SourceRow[],
  mapping: Mapping,
  fields: readonly FieldDef[],
  options: {
    labelOf?: (s: string) => string;
    onProgress?: (done: number) => void;
    signal?: AbortSignal;
  } = {},
): Promise<{ ready: ReadyRow[]; problems: RowProblem[]; invalidRows: number[] }> {
  const ready: ReadyRow[] = [];
  const problems: RowProblem[] = [];
  const invalidRows: number[] = [];
  for (let start = 0; start < rows.length; start += VALIDATE_CHUNK) {
    if (options.signal?.aborted) break;
    for (const row of rows.slice(start, start + VALIDATE_CHUNK)) {
      const result = validateRow(row, mapping, fields, options.labelOf);
      if ('ready' in result) ready.push(result.ready);
      else {
        problems.push(...result.problems);
        invalidRows.push(row.row);
      }
    }
    options.onProgress?.(Math.min(rows.length, start + VALIDATE_CHUNK));
    await nextTask();
  }
  return { ready, problems, invalidRows };
}
