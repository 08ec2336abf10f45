import '../texts';
import { Alert, Box, Button, CircularProgress, Stack, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate, type Identifier } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { formatDate } from '@/i18n';
import { ChartPanel, type ChartRow } from '@/ui/chart-panel';
import { DayPickers } from '@/ui/day-picker';
import { emailKeys, getMetrics, type MetricKey, type MetricsDay } from '../api';
import { PeriodDay } from './period-day';
import { RateFigures } from './rate-figures';
import {
  lastDays,
  PRESETS,
  readRange,
  validRange,
  writeRange,
  type MetricsRange,
  type RangeChoice,
} from './range';

export const METRIC_KEYS: readonly MetricKey[] = [
  'sent',
  'delivered',
  'opened',
  'clicked',
  'bounced',
  'unsubscribed',
];

/** A day as the chart takes it: a count the server left out is a gap, not a zero. */
function chartRow(day: MetricsDay): ChartRow {
  const row: ChartRow = { date: day.date };
  for (const key of METRIC_KEYS) {
    const value = day[key];
    if (typeof value === 'number') row[key] = value;
  }
  return row;
}

function CustomRange({ range, onApply }: { range: MetricsRange; onApply(r: MetricsRange): void }) {
  const translate = useTranslate();
  // Typed days stay here until both make a range, so a half-typed day does not reload the numbers.
  const [typed, setTyped] = useState({ from: range.from, to: range.to });
  // A range from elsewhere (the address, going back) replaces what is typed; the range this gave
  // comes back as it was typed, so the field being typed in keeps its focus.
  const [known, setKnown] = useState(range);
  if (known.from !== range.from || known.to !== range.to) {
    setKnown(range);
    setTyped({ from: range.from, to: range.to });
  }
  const next = { choice: 'custom' as const, ...typed };
  const wrongOrder = typed.from !== '' && typed.to !== '' && typed.from > typed.to;
  const change = (field: 'from' | 'to', value: string) => {
    const changed = { ...typed, [field]: value };
    setTyped(changed);
    const candidate = { choice: 'custom' as const, ...changed };
    if (validRange(candidate) && (candidate.from !== range.from || candidate.to !== range.to))
      onApply(candidate);
  };
  return (
    <DayPickers>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
        {(['from', 'to'] as const).map((field) => (
          <PeriodDay
            key={field}
            label={translate(`emails.metrics.${field}`)}
            value={typed[field]}
            onChange={(value) => change(field, value)}
            error={wrongOrder}
            helperText={field === 'to' && wrongOrder ? translate('emails.metrics.wrong_order') : ' '}
          />
        ))}
        {!validRange(next) && !wrongOrder && (
          <Box sx={{ pt: 1, color: 'text.secondary' }}>{translate('emails.metrics.pick_days')}</Box>
        )}
      </Stack>
    </DayPickers>
  );
}

/** Sends, deliveries, opens, clicks, bounces and unsubscribes of the template, day by day. */
export function MetricsTab({ id, name }: { id: Identifier; name: string }) {
  const translate = useTranslate();
  const [search, setSearch] = useSearchParams();
  const range = readRange(search);
  const setRange = (r: MetricsRange) => setSearch(writeRange(search, r), { replace: true });
  const query = useQuery({
    queryKey: emailKeys.metrics(id, range.from, range.to),
    queryFn: () => getMetrics(id, range.from, range.to),
    enabled: validRange(range),
    placeholderData: keepPreviousData,
  });
  const choose = (choice: RangeChoice | null) => {
    if (!choice || choice === range.choice) return;
    setRange(choice === 'custom' ? { ...range, choice } : { choice, ...lastDays(Number(choice)) });
  };
  const label = (m: MetricKey) => translate(`emails.metrics.metric.${m}`);
  const data = query.data;
  return (
    <Stack spacing={2} sx={{ p: 2, maxWidth: 1200 }}>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center', rowGap: 1 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={range.choice}
          onChange={(_, v: RangeChoice | null) => choose(v)}
          aria-label={translate('emails.metrics.range')}
        >
          {PRESETS.map((p) => (
            <ToggleButton key={p} value={p}>
              {translate('emails.metrics.last_days', { smart_count: Number(p) })}
            </ToggleButton>
          ))}
          <ToggleButton value="custom">{translate('emails.metrics.custom')}</ToggleButton>
        </ToggleButtonGroup>
        {query.isFetching && data && (
          <CircularProgress size={20} aria-label={translate('emails.metrics.loading')} />
        )}
      </Stack>
      {range.choice === 'custom' && <CustomRange range={range} onApply={setRange} />}
      {query.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              {translate('emails.metrics.retry')}
            </Button>
          }
        >
          {translate('emails.metrics.failed')}
        </Alert>
      ) : !data ? (
        <Box sx={{ p: 4, textAlign: 'center' }}>
          <CircularProgress aria-label={translate('emails.metrics.loading')} />
        </Box>
      ) : (
        <>
          <RateFigures totals={data.totals} />
          <ChartPanel
            title={translate('emails.metrics.chart_title', {
              from: formatDate(range.from),
              to: formatDate(range.to),
            })}
            kind="line"
            x={{ key: 'date', label: translate('emails.metrics.date') }}
            series={METRIC_KEYS.map((m) => ({ key: m, label: label(m) }))}
            rows={data.totals.sent === 0 ? [] : data.daily.map(chartRow)}
            fileName={`${name || 'template'}-metrics-${range.from}-${range.to}`}
          />
        </>
      )}
    </Stack>
  );
}
