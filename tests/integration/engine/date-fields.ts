import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { labelPattern } from './cases';

/** A date picker's field: a group named by its label, holding day, month, year (hours, minutes). */
export const dateGroup = (label: string) => screen.findByRole('group', { name: labelPattern(label) });

/** What the field shows, section by section with their separators ("24 May 2027, 14:05"). */
export function shownDate(group: HTMLElement): string {
  const input = group.parentElement?.querySelector<HTMLInputElement>('input[aria-hidden="true"]');
  if (!input) throw new Error('no picker value');
  const sections = within(group)
    .getAllByRole('spinbutton')
    .map((s) => s.textContent)
    .join('');
  // The hidden input holds the sections as shown; the check keeps it honest.
  expect(input.value.replace(/[^0-9A-Za-z]/g, '')).toBe(sections.replace(/[^0-9A-Za-z]/g, ''));
  return input.value;
}

/** Clears a date field and types `text` into it as a user does, starting in its first section. */
export async function typeDate(user: UserEvent, label: string, text: string): Promise<HTMLElement> {
  const group = await dateGroup(label);
  const first = within(group).getAllByRole('spinbutton')[0];
  if (!first) throw new Error(`no sections in ${label}`);
  await user.click(first);
  await user.keyboard('{Control>}a{/Control}{Backspace}');
  if (text) await user.keyboard(text);
  return group;
}
