import './texts';
import type { useTranslate } from 'react-admin';
import { formatDateTime, formatTime } from '@/i18n';
import type { EditingLock } from './types';

type Translate = ReturnType<typeof useTranslate>;

/** "09:14" today, "22 Nov 2026, 09:14" another day. */
export function sinceText(since: string, now: Date = new Date()): string {
  const at = new Date(since);
  return at.toDateString() === now.toDateString() ? formatTime(at) : formatDateTime(at);
}

export function holderName(translate: Translate, lock: EditingLock | null): string {
  if (lock === null) return translate('app.editing.lock.someone');
  return lock.holderName || translate('app.editing.lock.user', { id: lock.holderId });
}

/** "Checked out by Sam Super since 09:14"; "by you" for one's own lock. */
export function lockText(translate: Translate, lock: EditingLock | null, mine: boolean): string {
  const name = mine ? translate('app.editing.lock.you') : holderName(translate, lock);
  const since = lock?.since ? sinceText(lock.since) : '';
  return since === ''
    ? translate('app.editing.lock.held', { name })
    : translate('app.editing.lock.held_since', { name, since });
}
