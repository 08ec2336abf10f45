import './texts';
import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

const LINES = ['line1', 'line2', 'city', 'region', 'postcode', 'country'] as const;

/** A postal address as it would be written on an envelope, one part per line. */
export function AddressBlock({ value }: { value: unknown }) {
  const translate = useTranslate();
  const parts =
    typeof value === 'object' && value !== null
      ? LINES.map((k) => (value as Record<string, unknown>)[k]).filter(
          (l): l is string => typeof l === 'string' && l.trim() !== '',
        )
      : [];
  if (parts.length === 0)
    return <Typography color="text.secondary">{translate('sites.address.none')}</Typography>;
  return (
    <Typography component="address" sx={{ fontStyle: 'normal', lineHeight: 1.6 }}>
      {parts.map((line, i) => (
        // Two parts may read the same (a city that is also its region): keyed by place.
        <span key={i} style={{ display: 'block' }}>
          {line}
        </span>
      ))}
    </Typography>
  );
}
