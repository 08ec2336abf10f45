import '../texts';
import { Box, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatNumber } from '@/i18n';
import type { MetricKey } from '../api';

/** A count the server left out is unknown, not zero. */
type Totals = Partial<Record<MetricKey, number | null>>;

/** Share of a whole, or nothing when there is no whole to share (or either is unknown). */
const share = (part: number | null | undefined, whole: number | null | undefined) =>
  part != null && whole != null && whole > 0 ? part / whole : undefined;

// Opens and clicks count against the emails that arrived; bounces against those sent.
const RATES = [
  { key: 'open_rate', of: (t: Totals) => share(t.opened, t.delivered) },
  { key: 'click_rate', of: (t: Totals) => share(t.clicked, t.delivered) },
  { key: 'bounce_rate', of: (t: Totals) => share(t.bounced, t.sent) },
] as const;

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5, minWidth: 140 }}>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="dd" variant="h5" sx={{ m: 0 }}>
        {value}
      </Typography>
      {hint && (
        <Typography component="dd" variant="caption" sx={{ m: 0, color: 'text.secondary' }}>
          {hint}
        </Typography>
      )}
    </Paper>
  );
}

/** The period's totals and its open, click and bounce rates, as figures. */
export function RateFigures({ totals }: { totals: Totals }) {
  const translate = useTranslate();
  const none = translate('emails.metrics.no_rate');
  return (
    <Box role="group" aria-label={translate('emails.metrics.figures')}>
      <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, m: 0 }}>
        {(['sent', 'delivered', 'opened', 'clicked'] as const).map((k) => (
          <Figure
            key={k}
            label={translate(`emails.metrics.metric.${k}`)}
            value={totals[k] == null ? '—' : formatNumber(totals[k])}
          />
        ))}
        {RATES.map((r) => {
          const value = r.of(totals);
          return (
            <Figure
              key={r.key}
              label={translate(`emails.metrics.${r.key}`)}
              value={
                value === undefined
                  ? none
                  : formatNumber(value, { style: 'percent', maximumFractionDigits: 1 })
              }
              hint={translate(`emails.metrics.${r.key}_hint`)}
            />
          );
        })}
      </Box>
    </Box>
  );
}
