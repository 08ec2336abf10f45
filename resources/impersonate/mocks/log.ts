import { find } from '@/mocks/db';
import { accountById } from '@/mocks/lib/accounts';
import { str } from '@/mocks/lib/respond';
import type { z } from '@/lib/zod';
import type { impersonationAnswer } from '../contract';

/**
 * A session as the mock keeps it: the contract's fields, with its planned end and whether it acts
 * in the console (a staff target) or on the participant platform.
 */
export type Session = z.input<typeof impersonationAnswer> & {
  id: number;
  started_at: string;
  ends_at: string;
  kind: 'staff' | 'participant';
};

const HOUR = 3_600_000;

/** A few past sessions, so the list reads like a working week. */
function seeded(): Session[] {
  const now = Date.now();
  const past = [
    [1, 118, 'Participant cannot see the consent step; ticket SUP-2207', 26],
    [2, 2045, 'Checking the kit ordering flow shows the right address; ticket SUP-2214', 50],
    [1, 733, 'Results page looked empty to the participant; ticket SUP-2231', 74],
  ] as const;
  return past.map(([staff, user, reason, hoursAgo], i) => {
    const ended = new Date(now - hoursAgo * HOUR + 0.3 * HOUR).toISOString();
    return {
      id: i + 1,
      staff_id: staff,
      staff_name: accountById(staff)?.fullname ?? `#${staff}`,
      user_id: user,
      user_name: str(find('users', user)?.fullname),
      reason,
      started_at: new Date(now - hoursAgo * HOUR).toISOString(),
      ended_at: ended,
      ends_at: ended,
      kind: 'participant',
    };
  });
}

let log: Session[] | null = null;
export const all = () => (log ??= seeded());
export const resetLog = () => {
  log = null;
};

/** A session past its planned end has ended, stopped or not. */
const endOf = (s: Session): string | null =>
  s.ended_at ?? (Date.parse(s.ends_at) <= Date.now() ? s.ends_at : null);

/** The staff member's running console session (participant sessions never block a start). */
export const activeOf = (staff: number | string) =>
  all().find((i) => String(i.staff_id) === String(staff) && i.kind === 'staff' && endOf(i) === null);

/** Everyone's sessions, newest first, as the contract answers them. */
export const listed = () =>
  [...all()]
    .sort((a, b) => b.started_at.localeCompare(a.started_at))
    .map(({ ends_at: _end, kind: _kind, ...s }) => ({
      ...s,
      ended_at: endOf({ ...s, ends_at: _end, kind: _kind }),
    }));
