import { find, patch } from '@/mocks/db';
import { refusedOn } from '@/mocks/lib/access';
import { answer, declared } from '@/mocks/lib/declared';
import { usersMatching } from '@/mocks/lib/users-query';
import { fail, isObject, notFound, nowIso, readData, type Row } from '@/mocks/lib/respond';
import { addFromQuery, addMembers, removeMember } from '../cohort-calls';

function cohortOr(request: Request, id: string): Response | Row {
  const denied = refusedOn('cohorts', request, 'edit') ?? refusedOn('users', request, 'edit');
  if (denied) return denied;
  return find('cohorts', id) ?? notFound('Cohort');
}

function join(users: readonly Row[], cohortId: unknown): number {
  const at = nowIso();
  for (const u of users) patch('users', u, { cohort: cohortId, updated_at: at });
  return users.length;
}

/** A cohort's members: add some, remove one, or add everyone a users filter query finds. */
export const cohortHandlers = [
  declared(addMembers, async ({ request, params }) => {
    const cohort = cohortOr(request, String(params.id));
    if (cohort instanceof Response) return cohort;
    const ids = (await readData(request)).user_ids;
    const users = Array.isArray(ids) ? ids.map((id) => find('users', String(id))) : [];
    if (users.length === 0 || users.some((u) => !u))
      return fail(422, 'The given data was invalid.', { user_ids: 'is a required field' });
    return answer(addMembers, { added: join(users as Row[], cohort.id) });
  }),

  declared(removeMember, ({ request, params }) => {
    const cohort = cohortOr(request, String(params.id));
    if (cohort instanceof Response) return cohort;
    const user = find('users', String(params.user_id));
    if (!user || String(user.cohort) !== String(cohort.id)) return notFound('Member');
    patch('users', user, { cohort: null, updated_at: nowIso() });
    return answer(removeMember, { removed: 1 });
  }),

  declared(addFromQuery, async ({ request, params }) => {
    const cohort = cohortOr(request, String(params.id));
    if (cohort instanceof Response) return cohort;
    const body = await readData(request);
    const query = isObject(body.query) ? body.query : {};
    const found = usersMatching(query);
    if (Number(body.expected_count) !== found.length)
      return fail(
        409,
        `The query now finds ${found.length} users, not ${String(body.expected_count)}. Check the number again.`,
      );
    return answer(addFromQuery, {
      added: join(
        found.filter((u) => String(u.cohort) !== String(cohort.id)),
        cohort.id,
      ),
    });
  }),
];
