import ClearIcon from '@mui/icons-material/Clear';
import DoneIcon from '@mui/icons-material/Done';
import { Chip, Link, Typography } from '@mui/material';
import { BooleanField, EmailField, useRecordContext, useTranslate } from 'react-admin';
import { keyFieldsOf } from '@/data/entity-paths';
import { formatDate, formatDateTime, formatMoney, formatNumber } from '@/i18n';
import { derivedValue } from '../derived';
import { choiceKey, fieldKey, humanize } from './labels';
import { CELL_LINK, CELL_NOWRAP } from './list-cells';
import type { EntitySchema } from '../types';
import type { DisplayProps } from './types';

const LIST_TEXT_LIMIT = 80;

/**
 * A field's value in the record. A composite-key record's `id` is the client's joined id
 * (`"12:3"`); its own `id` field shows the server's part of it.
 */
function useValue(source: string, schema?: EntitySchema): unknown {
  const record = useRecordContext();
  if (source === 'id' && record && schema?.key?.includes(source))
    return keyFieldsOf(schema, record.id)?.[source] ?? record.id;
  return record?.[source];
}

export function TextDisplay({ field, variant }: DisplayProps) {
  const value = useValue(field.source);
  if (typeof value !== 'string' || value === '') return null;
  // Table cells already carry the body text style; a bare string keeps large pages cheap.
  if (variant === 'list')
    return value.length > LIST_TEXT_LIMIT ? `${value.slice(0, LIST_TEXT_LIMIT)}…` : value;
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {value}
    </Typography>
  );
}

export function EmailDisplay({ field, variant }: DisplayProps) {
  const value = useValue(field.source);
  if (variant !== 'list') return <EmailField source={field.source} onClick={(e) => e.stopPropagation()} />;
  if (typeof value !== 'string' || value === '') return null;
  return (
    <a href={`mailto:${value}`} className={CELL_LINK} onClick={(e) => e.stopPropagation()}>
      {value}
    </a>
  );
}

/** Only http(s) addresses become links, so a stored `javascript:` URL is shown as text. */
export function UrlDisplay({ field }: DisplayProps) {
  const value = useValue(field.source);
  if (typeof value !== 'string' || value === '') return null;
  if (!/^https?:\/\//i.test(value)) return <Typography variant="body2">{value}</Typography>;
  return (
    <Link
      href={value}
      target="_blank"
      rel="noopener noreferrer"
      variant="body2"
      onClick={(e) => e.stopPropagation()}
    >
      {value}
    </Link>
  );
}

/** An identifier (`id`, `flow_version_id`) is a name, not a quantity: no thousands separator. */
const isIdentifier = (source: string) => source === 'id' || source.endsWith('_id');

export function NumberDisplay({ field, schema }: DisplayProps) {
  const value = useValue(field.source, schema);
  const text =
    typeof value !== 'number' ? '' : isIdentifier(field.source) ? String(value) : formatNumber(value);
  return <Typography variant="body2">{text}</Typography>;
}

/** A yes/no icon without the tooltip react-admin adds to each cell (costly on 500-row pages). */
function BooleanCell({ value }: { value: unknown }) {
  const translate = useTranslate();
  if (typeof value !== 'boolean') return null;
  const Icon = value ? DoneIcon : ClearIcon;
  return (
    <Icon
      fontSize="small"
      role="img"
      // MUI hides icons from assistive technology unless told otherwise; this one is the value.
      aria-hidden={false}
      aria-label={translate(value ? 'ra.boolean.true' : 'ra.boolean.false')}
    />
  );
}

/**
 * Derived flags (a study's `archived`) show as a chip when set, and as a plain "no" (the cross of
 * every other yes/no column) otherwise, so "not archived" never reads as "unknown".
 */
export function BooleanDisplay({ field, schema, variant }: DisplayProps) {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!field.derived) {
    return variant === 'list' ? (
      <BooleanCell value={record?.[field.source]} />
    ) : (
      <BooleanField source={field.source} />
    );
  }
  if (!record) return null;
  const on = (record[field.source] ?? derivedValue(field, record)) === true;
  if (!on) return <BooleanCell value={false} />;
  return (
    <Chip size="small" label={translate(fieldKey(schema, field.source), { _: humanize(field.source) })} />
  );
}

export function DateDisplay({ field, variant }: DisplayProps) {
  const value = useValue(field.source);
  const text = typeof value === 'string' || typeof value === 'number' ? value : null;
  const formatted = field.type === 'datetime' ? formatDateTime(text) : formatDate(text);
  if (variant === 'list') return <span className={CELL_NOWRAP}>{formatted}</span>;
  return (
    <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {formatted}
    </Typography>
  );
}

export function EnumDisplay({ field, schema }: DisplayProps) {
  const value = useValue(field.source);
  const translate = useTranslate();
  if (typeof value !== 'string' || value === '') return null;
  return (
    <Chip size="small" label={translate(choiceKey(schema, field.source, value), { _: humanize(value) })} />
  );
}

export function MoneyDisplay({ field }: DisplayProps) {
  const record = useRecordContext();
  const value = record?.[field.source];
  const currency = field.currencyField ? record?.[field.currencyField] : undefined;
  if (typeof value !== 'number') return null;
  return <Typography variant="body2">{formatMoney(value, currency)}</Typography>;
}
