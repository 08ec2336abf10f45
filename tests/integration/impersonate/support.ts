import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { decodePart } from '@/mocks/lib/tokens';

export const WAIT = { timeout: 20_000 };
export const BANNER = { name: 'Acting as another user' } as const;

/** The claims of a token as the mock minted them, `act` included. */
export function payloadOf(token: string | null): Record<string, unknown> {
  const claims = decodePart(token?.split('.')[1] ?? '');
  return typeof claims === 'object' && claims !== null ? (claims as Record<string, unknown>) : {};
}

/** Fills the start form for the user picked by `?user_id=` and confirms. */
export async function startFromPage(
  user: ReturnType<typeof userEvent.setup>,
  name: string,
  reason: string,
  minutes?: string,
) {
  await screen.findByRole('button', { name: `Act as ${name}` }, WAIT);
  await user.type(screen.getByRole('textbox', { name: /^Reason/ }), reason);
  if (minutes !== undefined) {
    const duration = screen.getByRole('spinbutton', { name: /^Duration/ });
    await user.clear(duration);
    await user.type(duration, minutes);
  }
  await user.click(screen.getByRole('button', { name: `Act as ${name}` }));
  await user.click(await screen.findByRole('button', { name: 'Act as this user' }, WAIT));
}
