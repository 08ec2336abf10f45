import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { draftOf, latest, stateOf } from '@resources/studies/mock-store';
import { ACCOUNTS, renderApp, signInAs } from '../app/render-app';
import { dateGroup, shownDate, typeDate } from '../engine/date-fields';

const WAIT = { timeout: 20_000 };
vi.setConfig({ testTimeout: 60_000 });

describe("the study editor's dates read and take days as the generated forms' date inputs do", () => {
  it('shows a one-digit day without a leading zero, and moves on at a separator after one digit', async () => {
    signInAs(ACCOUNTS.staff);
    const study = stateOf('1')!;
    latest(study).fields.start = '2025-11-08';
    renderApp('/studies/1');
    await screen.findByLabelText(/^Title/, {}, WAIT);
    const start = await dateGroup('Start date');
    await waitFor(() => expect(shownDate(start)).toBe('8 Nov 2025'), WAIT);

    await userEvent.click(await screen.findByRole('button', { name: 'Check out' }, WAIT));
    await waitFor(() => expect(screen.getByLabelText(/^Title/)).toBeEnabled(), WAIT);
    const user = userEvent.setup();
    const end = await typeDate(user, 'End date', '1/6/2028');
    expect(shownDate(end)).toBe('1 Jun 2028');
    await user.keyboard('{Control>}s{/Control}');
    expect(await screen.findByText('All changes saved', {}, WAIT)).toBeVisible();
    expect(draftOf(stateOf('1')!)?.fields.end).toBe('2028-06-01');
  });
});
