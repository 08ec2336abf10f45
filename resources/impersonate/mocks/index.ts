import { find, onResetDb } from '@/mocks/db';
import { accountById } from '@/mocks/lib/accounts';
import { answer, created, declared } from '@/mocks/lib/declared';
import { fail, notFound, readData, str } from '@/mocks/lib/respond';
import { identify, mintToken } from '@/mocks/lib/tokens';
import { PERM } from '@/auth/permission-names';
import { IMPERSONATION_MAX_MINUTES } from '@/config/impersonation';
import { current, recent, start, stop } from '../contract';
import { actingGuard } from './guard';
import { activeOf, all, listed, resetLog, type Session } from './log';

onResetDb(resetLog);

/** Whose sessions the request is about: the real staff member, with their own or an acting token. */
function staffOf(request: Request): number | string | Response {
  const who = identify(request);
  if (who.state !== 'valid') return fail(401, 'Unauthenticated');
  return who.claims.act?.id ?? who.claims.user_id;
}

/** A one-time code for the participant platform; it alone travels in the URL. */
const oneTimeCode = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
const CODE_MS = 60_000;

/** Both identities checked, and guarded calls refused, before any handler of any area. */
export const guards = [actingGuard];

/** Impersonation calls (docs/backend.md, "Impersonation"); the access gate checks the permission. */
export const handlers = [
  declared(current, ({ request }) => {
    const staff = staffOf(request);
    return staff instanceof Response ? staff : answer(current, activeOf(staff) ?? null);
  }),

  declared(recent, ({ request }) => {
    const q = new URL(request.url).searchParams;
    const size = Math.min(100, Number(q.get('page_size')) || 20);
    const page = Math.max(1, Number(q.get('page')) || 1);
    const sorted = listed();
    return answer(recent, sorted.slice((page - 1) * size, page * size), { total: sorted.length });
  }),

  declared(start, async ({ request }) => {
    const staff = staffOf(request);
    if (staff instanceof Response) return staff;
    const body = await readData(request);
    const reason = str(body.reason).trim();
    const minutes = Number(body.duration_minutes);
    const target = find('users', String(body.user_id ?? ''));
    if (!target) return notFound('User');
    if (!reason) return fail(422, 'The given data was invalid.', { reason: 'is a required field' });
    if (!Number.isInteger(minutes) || minutes < 1 || minutes > IMPERSONATION_MAX_MINUTES)
      return fail(422, 'The given data was invalid.', {
        duration_minutes: `must be a whole number of minutes from 1 to ${IMPERSONATION_MAX_MINUTES}`,
      });
    if (String(target.id) === String(staff)) return fail(403, 'You cannot act as yourself.');
    const account = accountById(String(target.id));
    if (account?.permissions.includes(PERM.superuser))
      return fail(403, 'A superuser cannot be impersonated.');
    if (activeOf(staff)) return fail(409, 'You are already acting as another user.');
    const me = accountById(staff);
    const now = Date.now();
    const endsAt = now + minutes * 60_000;
    const session: Session = {
      id: all().reduce((m, i) => Math.max(m, i.id), 0) + 1,
      staff_id: Number(staff),
      staff_name: me?.fullname ?? `#${String(staff)}`,
      user_id: Number(target.id),
      user_name: str(target.fullname),
      reason,
      started_at: new Date(now).toISOString(),
      ended_at: null,
      ends_at: new Date(endsAt).toISOString(),
      kind: account ? 'staff' : 'participant',
    };
    all().push(session);
    const { ends_at: _end, ...shown } = session;
    if (!account) {
      const expires = new Date(Math.min(endsAt, now + CODE_MS)).toISOString();
      return created(start, { ...shown, token: null, code: oneTimeCode(), expires_at: expires });
    }
    // The target's own permissions, nothing more; `act` names who really acts (RFC 8693).
    const act = { id: staff, email: me?.email ?? '', fullname: me?.fullname ?? '' };
    const token = await mintToken(account, { act, exp: Math.floor(endsAt / 1000) });
    return created(start, { ...shown, token, code: null, expires_at: session.ends_at });
  }),

  declared(stop, ({ request }) => {
    const staff = staffOf(request);
    if (staff instanceof Response) return staff;
    const active = activeOf(staff);
    if (!active) return fail(409, 'You are not acting as anyone.');
    const ended = { ...active, ended_at: new Date().toISOString() };
    const list = all();
    list[list.indexOf(active)] = ended;
    const { ends_at: _end, kind: _kind, ...shown } = ended;
    return answer(stop, shown);
  }),
];
