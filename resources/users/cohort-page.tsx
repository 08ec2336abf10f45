import './texts';
import { Box, Link, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { EntityEditPage } from '@/engine/screens';
import { entityNamed } from '@schemas/index';
import { cohortKeys, getCohort } from './cohort-api';
import { CohortAdd } from './cohort-add';
import { CohortMembers } from './cohort-members';
import { QueryState } from '@/ui/query-state';

const cohorts = entityNamed('cohorts');

/**
 * `/cohorts/{id}`: the cohort's own form (the generated one, so name and description save, clash
 * and delete as on every record) beside its members, paged, with add, remove and add from a
 * segment's query.
 */
export default function CohortPage() {
  const translate = useTranslate();
  const id = useParams().id ?? '';
  const cohort = useQuery({ queryKey: cohortKeys.cohort(id), queryFn: () => getCohort(id) });
  return (
    <Stack spacing={2} sx={{ p: { xs: 0, sm: 1 } }}>
      <Link component={RouterLink} to="/cohorts">
        {translate('users.cohort.back')}
      </Link>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', lg: '2fr 3fr' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <EntityEditPage schema={cohorts} id={id} stay />
        </Box>
        <Stack spacing={2} sx={{ minWidth: 0, mt: { lg: 2 } }}>
          <QueryState data={cohort.data} isError={cohort.isError} refetch={cohort.refetch}>
            {(c) => (
              <>
                <CohortAdd cohortId={id} cohortName={c.name ?? `#${id}`} />
                <CohortMembers cohortId={id} cohortName={c.name ?? `#${id}`} />
              </>
            )}
          </QueryState>
        </Stack>
      </Box>
    </Stack>
  );
}
