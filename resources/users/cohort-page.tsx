import './texts';
import { Link, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { usePageTitle } from '@/ui';
import { cohortKeys, getCohort } from './cohort-api';
import { CohortAdd } from './cohort-add';
import { CohortMembers } from './cohort-members';
import { QueryState } from './query-state';

/** `/cohorts/{id}`: the cohort's members, paged, with add, remove and add from a segment's query. */
export default function CohortPage() {
  const translate = useTranslate();
  const id = useParams().id ?? '';
  const cohort = useQuery({ queryKey: cohortKeys.cohort(id), queryFn: () => getCohort(id) });
  usePageTitle(cohort.data?.name ?? translate('users.cohort.title'));
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Link component={RouterLink} to="/cohorts">
        {translate('users.cohort.back')}
      </Link>
      <QueryState data={cohort.data} isError={cohort.isError} refetch={cohort.refetch}>
        {(c) => (
          <>
            <Typography variant="h4" component="h1">
              {c.name}
            </Typography>
            {c.description && <Typography>{c.description}</Typography>}
            <CohortAdd cohortId={id} cohortName={c.name} />
            <CohortMembers cohortId={id} cohortName={c.name} />
          </>
        )}
      </QueryState>
    </Stack>
  );
}
