import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Answers the reason dialog of a risky write: a preset choice, and details when given. */
export async function giveReason(
  user: UserEvent,
  choice = 'Correcting an error',
  details?: string,
  wait = { timeout: 20_000 },
): Promise<void> {
  const dialog = await screen.findByRole('dialog', { name: 'Why is this change made?' }, wait);
  await user.click(within(dialog).getByRole('radio', { name: choice }));
  if (details) await user.type(within(dialog).getByRole('textbox', { name: /Details/ }), details);
  await user.click(within(dialog).getByRole('button', { name: 'Send with this reason' }));
}
