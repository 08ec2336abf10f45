import './texts';
import { Button, Link, Paper, TableContainer, TablePagination } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { queryKeys } from '@/data';
import { ConfirmDialog, DataTable, toast } from '@/ui';
import { cohortKeys, getMembers, removeMember, type Member } from './cohort-api';
import { QueryState } from '@/ui/query-state';

const PAGE = 25;

/** The cohort's members, 25 to a page, each removable after a question that names them. */
export function CohortMembers({ cohortId, cohortName }: { cohortId: string; cohortName: string }) {
  const translate = useTranslate();
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const [leaving, setLeaving] = useState<Member | null>(null);
  const members = useQuery({
    queryKey: cohortKeys.members(cohortId, page),
    queryFn: () => getMembers(cohortId, page, PAGE),
  });
  const remove = useMutation({
    mutationFn: (m: Member) => removeMember(cohortId, m.id),
    onSuccess: async (_, m) => {
      setLeaving(null);
      toast.show(translate('users.cohort.removed', { name: m.fullname ?? '—' }), 'success');
      await client.invalidateQueries({ queryKey: queryKeys('users').all });
    },
  });
  return (
    <QueryState data={members.data} isError={members.isError} refetch={members.refetch}>
      {({ rows, total }) => (
        <TableContainer component={Paper} variant="outlined">
          <DataTable
            rows={rows}
            label={translate('users.cohort.members', { smart_count: total })}
            // An empty cohort shows its headings alone; the table's name counts its members.
            empty={null}
            columns={[
              {
                id: 'fullname',
                header: translate('resources.users.fields.fullname'),
                cell: (m) => (
                  <Link component={RouterLink} to={`/users/${m.id}`}>
                    {m.fullname ?? '—'}
                  </Link>
                ),
              },
              { id: 'email', header: translate('resources.users.fields.email'), cell: (m) => m.email },
              {
                id: 'registration_source',
                header: translate('resources.users.fields.registration_source'),
                cell: (m) => m.registration_source,
              },
              {
                id: 'actions',
                header: translate('users.cohort.actions'),
                cell: (m) => (
                  <Button
                    size="small"
                    color="error"
                    onClick={() => setLeaving(m)}
                    aria-label={translate('users.cohort.remove_named', { name: m.fullname ?? '—' })}
                  >
                    {translate('users.cohort.remove')}
                  </Button>
                ),
              },
            ]}
          />
          <TablePagination
            component="div"
            count={total}
            page={page - 1}
            rowsPerPage={PAGE}
            rowsPerPageOptions={[PAGE]}
            onPageChange={(_, p) => setPage(p + 1)}
          />
          <ConfirmDialog
            open={leaving !== null}
            title={translate('users.cohort.remove_title')}
            message={translate('users.cohort.remove_text', {
              name: leaving?.fullname ?? '',
              cohort: cohortName,
            })}
            confirmLabel={translate('users.cohort.remove')}
            busy={remove.isPending}
            onConfirm={() => leaving && remove.mutate(leaving)}
            onCancel={() => setLeaving(null)}
          />
        </TableContainer>
      )}
    </QueryState>
  );
}
