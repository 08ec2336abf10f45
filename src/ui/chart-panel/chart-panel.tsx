import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { Box, Button, Paper, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { Suspense, useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { PanelBoundary } from '../error-boundary';
import { lazyScreen } from '../lazy-screen';
import { ChartTable } from './chart-table';
import type { ChartPanelProps } from './types';
import './texts';

const ChartView = lazyScreen(() => import('./chart-view'));

/**
 * A line or bar chart (MUI X Charts, downloaded by the screens that show one) with the same
 * numbers as a table, for screen readers and for reading exact values, and as a CSV download.
 */
export function ChartPanel(props: ChartPanelProps) {
  const { title, kind, x, series, rows, fileName, headingLevel = 2, height = 300 } = props;
  const translate = useTranslate();
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const titleId = useId();
  const noteId = useId();

  const download = async () => {
    const { chartCsv, downloadCsv } = await import('./csv');
    downloadCsv(fileName, chartCsv(x, series, rows));
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography id={titleId} component={`h${headingLevel}`} variant="h6" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          onChange={(_, next: 'chart' | 'table' | null) => next && setView(next)}
          aria-label={translate('ui.chart_panel.view')}
        >
          <ToggleButton value="chart">{translate('ui.chart_panel.chart')}</ToggleButton>
          <ToggleButton value="table">{translate('ui.chart_panel.table')}</ToggleButton>
        </ToggleButtonGroup>
        <Button
          size="small"
          startIcon={<DownloadOutlined />}
          onClick={() => void download()}
          disabled={rows.length === 0}
        >
          {translate('ui.chart_panel.download')}
        </Button>
      </Box>
      {rows.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{translate('ui.chart_panel.empty')}</Typography>
      ) : view === 'table' ? (
        <ChartTable caption={title} x={x} series={series} rows={rows} />
      ) : (
        <Box component="figure" aria-label={title} aria-describedby={noteId} sx={{ m: 0 }}>
          {/* A chart that cannot draw leaves the table view and the download working. */}
          <PanelBoundary name="chart" resetKey={rows}>
            <Suspense
              fallback={
                <Box role="progressbar" aria-label={translate('ui.chart_panel.loading')} sx={{ height }} />
              }
            >
              <ChartView kind={kind} x={x} series={series} rows={rows} height={height} />
            </Suspense>
          </PanelBoundary>
          <Typography id={noteId} variant="caption" sx={{ color: 'text.secondary' }}>
            {translate('ui.chart_panel.chart_note')}
          </Typography>
        </Box>
      )}
    </Paper>
  );
}
