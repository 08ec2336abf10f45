import '../texts';
import {
  Alert,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  type ChipProps,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '@/i18n';
import { ConfirmDialog, toast } from '@/ui';
import { DryRunResult } from './dry-run-result';
import { MigrationLog } from './migration-log';
import { dryRunMigration, migrationKeys, startMigration } from './migrations-api';
import type { Migration } from './migrations-types';

const n = (count: number) => count.toLocaleString('en-GB');

const CHIP: Readonly<Record<string, ChipProps['color']>> = {
  pending: 'default',
  running: 'info',
  done: 'success',
  failed: 'error',
};

/** One migration: its state, when and by whom, progress or error, dry run, run or retry, and log. */
export function MigrationCard({ migration: m }: { migration: Migration }) {
  const translate = useTranslate();
  const client = useQueryClient();
  const [asking, setAsking] = useState<{ how: 'run' | 'retry'; key: string } | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: migrationKeys.all });
  const dryRun = useMutation({ mutationFn: () => dryRunMigration(m.id), onSuccess: refresh });
  const start = useMutation({
    mutationFn: (a: { how: 'run' | 'retry'; key: string }) => startMigration(m.id, a.how, m.name, a.key),
    onSuccess: () => {
      setAsking(null);
      toast.show(translate('labs.migrations.started', { name: m.name }), 'success');
      return refresh();
    },
    onError: () => setAsking(null),
  });
  const headingId = `migration-${m.id}`;
  const total = m.dry_run?.total ?? m.progress?.total ?? 0;
  return (
    <Card component="section" variant="outlined" aria-labelledby={headingId}>
      <CardContent>
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
            <Typography id={headingId} variant="h6" component="h2">
              {m.name}
            </Typography>
            <Chip
              size="small"
              color={(Object.hasOwn(CHIP, m.state) && CHIP[m.state]) || 'default'}
              label={translate(`labs.migrations.state.${m.state}`, { _: m.state })}
            />
            <Typography variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
              {m.id}
            </Typography>
          </Stack>
          <Typography variant="body2">{m.description}</Typography>
          <Typography variant="body2" color="text.secondary">
            {m.ran_at && m.ran_by
              ? translate(`labs.migrations.when.${m.state}`, {
                  at: formatDateTime(m.ran_at),
                  by: m.ran_by,
                  _: `${formatDateTime(m.ran_at)}, ${m.ran_by}`,
                })
              : translate('labs.migrations.added', { at: formatDateTime(m.created_at) })}
          </Typography>
          {m.state === 'running' && m.progress && (
            <Progress done={m.progress.done} total={m.progress.total} />
          )}
          {m.state === 'failed' && m.error && (
            <Alert severity="error">
              {translate('labs.migrations.failed_at', {
                done: n(m.progress?.done ?? 0),
                total: n(m.progress?.total ?? 0),
              })}{' '}
              {m.error}
            </Alert>
          )}
          {m.state === 'pending' && m.dry_run && <DryRunResult result={m.dry_run} />}
          <MigrationLog entries={m.log} />
        </Stack>
      </CardContent>
      {(m.state === 'pending' || m.state === 'failed') && (
        <CardActions>
          {m.state === 'pending' && (
            <Button onClick={() => dryRun.mutate()} disabled={dryRun.isPending}>
              {translate(m.dry_run ? 'labs.migrations.dry_run_again' : 'labs.migrations.dry_run')}
            </Button>
          )}
          <Button
            variant="contained"
            color={m.state === 'failed' ? 'warning' : 'primary'}
            disabled={(m.state === 'pending' && !m.dry_run) || start.isPending}
            onClick={() =>
              setAsking({ how: m.state === 'failed' ? 'retry' : 'run', key: crypto.randomUUID() })
            }
          >
            {translate(m.state === 'failed' ? 'labs.migrations.retry' : 'labs.migrations.run')}
          </Button>
          {m.state === 'pending' && !m.dry_run && (
            <Typography variant="body2" color="text.secondary">
              {translate('labs.migrations.dry_run_first')}
            </Typography>
          )}
        </CardActions>
      )}
      <ConfirmDialog
        open={asking !== null}
        busy={start.isPending}
        title={translate(`labs.migrations.confirm_${asking?.how ?? 'run'}_title`, { name: m.name })}
        message={translate(`labs.migrations.confirm_${asking?.how ?? 'run'}`, {
          name: m.name,
          total: n(total),
        })}
        confirmLabel={translate(`labs.migrations.confirm_${asking?.how ?? 'run'}_button`, { name: m.name })}
        onCancel={() => setAsking(null)}
        onConfirm={() => asking && start.mutate(asking)}
      />
    </Card>
  );
}

function Progress({ done, total }: { done: number; total: number }) {
  const translate = useTranslate();
  const label = translate('labs.migrations.progress', { done: n(done), total: n(total) });
  return (
    <Stack spacing={0.5}>
      <LinearProgress variant="determinate" value={total ? (done / total) * 100 : 0} aria-label={label} />
      <Typography variant="body2">{label}</Typography>
    </Stack>
  );
}
