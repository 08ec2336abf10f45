import { find, onResetDb } from '@/mocks/db';
import { checkOf } from '@/mocks/lib/access';
import { accountById } from '@/mocks/lib/accounts';
import { answer, created, declared } from '@/mocks/lib/declared';
import { fail, notFound, readData, str } from '@/mocks/lib/respond';
import { identify } from '@/mocks/lib/tokens';
import { PERM } from '@/auth/permission-names';
import type { z } from '@/lib/zod';
import { current, recent, start, stop, type impersonationAnswer } from './contract';

/** A session as the mock keeps it (as the contract answers it): always with its number and start. */
type Session = z.input<typeof impersonationAnswer> & { id: number; started_at: string };

const HOUR = 3_600_000;
const NEEDS = [PERM.impersonate];

/** A few past sessions, so the list reads like a working week. */
function seeded(): Session[] {
  const now = Date.now();
  const past = [
    [1, 118, 'Participant cannot see the consent step; ticket SUP-2207', 26],
    [2, 2045, 'Checking the kit ordering flow shows the right address; ticket SUP-2214', 50],
    [1, 733, 'Results page looked empty to the participant; ticket SUP-2231', 74],
  ] as const;
  return past.map(([staff, user, reason, hoursAgo], i) => ({
    id: i + 1,
    staff_id: staff,
    staff_name: accountById(staff)?.fullname ?? `#${staff}`,
    user_id: user,
    user_name: str(find('users', user)?.fullname),
    reason,
    started_at: new Date(now - hoursAgo * HOUR).toISOString(),
    ended_at: new Date(now - hoursAgo * HOUR + 0.3 * HOUR).toISOString(),
  }));
}

let log: Session[] | null = null;
const all = () => (log ??= seeded());
onResetDb(() => {
  log = null;
});

function staffOf(request: Request): number | string | Response {
  const who = identify(request);
  if (who.state !== 'valid') return fail(401, 'Unauthenticated');
  if (!checkOf(request)(NEEDS)) return fail(403, 'You do not have permission to impersonate users.');
  return who.claims.user_id;
}

const activeOf = (staff: number | string) =>
  all().find((i) => String(i.staff_id) === String(staff) && !i.ended_at);

/** Impersonation calls (docs/backend.md, "Impersonation"). */
export const handlers = [
  declared(current, ({ request }) => {
    const staff = staffOf(request);
    return staff instanceof Response ? staff : answer(current, activeOf(staff) ?? null);
  }),

  declared(recent, ({ request }) => {
    const staff = staffOf(request);
    if (staff instanceof Response) return staff;
    const q = new URL(request.url).searchParams;
    const size = Math.min(100, Number(q.get('page_size')) || 20);
    const page = Math.max(1, Number(q.get('page')) || 1);
    const sorted = [...all()].sort((a, b) => b.started_at.localeCompare(a.started_at));
    return answer(recent, sorted.slice((page - 1) * size, page * size), { total: sorted.length });
  }),

  declared(start, async ({ request }) => {
    const staff = staffOf(request);
    if (staff instanceof Response) return staff;
    const body = await readData(request);
    const reason = str(body.reason).trim();
    const target = find('users', String(body.user_id ?? ''));
    if (!target) return notFound('User');
    if (!reason) return fail(422, 'The given data was invalid.', { reason: 'is a required field' });
    if (String(target.id) === String(staff)) return fail(403, 'You cannot act as yourself.');
    if (accountById(String(target.id))?.permissions.includes(PERM.superuser))
      return fail(403, 'A superuser cannot be impersonated.');
    if (activeOf(staff)) return fail(409, 'You are already acting as another user.');
    const started: Session = {
      id: all().reduce((m, i) => Math.max(m, i.id), 0) + 1,
      staff_id: Number(staff),
      staff_name: accountById(staff)?.fullname ?? `#${String(staff)}`,
      user_id: Number(target.id),
      user_name: str(target.fullname),
      reason,
      started_at: new Date().toISOString(),
      ended_at: null,
    };
    all().push(started);
    return created(start, started);
  }),

  declared(stop, ({ request }) => {
    const staff = staffOf(request);
    if (staff instanceof Response) return staff;
    const active = activeOf(staff);
    if (!active) return fail(409, 'You are not acting as anyone.');
    const ended = { ...active, ended_at: new Date().toISOString() };
    const list = all();
    list[list.indexOf(active)] = ended;
    return answer(stop, ended);
  }),
];
