import '../texts';
import { Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { LabsFrame } from '../shared/labs-frame';
import { MigrationCard } from './migration-card';
import { getMigrations, migrationKeys } from './migrations-api';
import { QueryState } from '@/ui/query-state';

/** While one runs, its progress is read again every second. */
const POLL_MS = 1000;

/** `/labs/migrations`: the platform's data migrations in every state. */
export default function MigrationsPage() {
  const translate = useTranslate();
  const list = useQuery({
    queryKey: migrationKeys.all,
    queryFn: getMigrations,
    refetchInterval: (q) => (q.state.data?.some((m) => m.state === 'running') ? POLL_MS : false),
  });
  return (
    <LabsFrame title={translate('labs.tool.migrations.name')}>
      <QueryState {...list}>
        {() => (
          <Stack spacing={2}>
            {list.data!.map((m) => (
              <MigrationCard key={m.id} migration={m} />
            ))}
          </Stack>
        )}
      </QueryState>
    </LabsFrame>
  );
}
