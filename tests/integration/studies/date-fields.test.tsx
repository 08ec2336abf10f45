import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { draftOf, latest, stateOf } from '@resources/studies/mocks/store';
import { giveReason } from '../../support/reason';
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
    // Study 1 is live: a save of its next draft asks why.
    await giveReason(user);
    expect(await screen.findByText('All changes saved', {}, WAIT)).toBeVisible();
    expect(draftOf(stateOf('1')!)?.fields.end).toBe('2028-06-01');
  });
});

describe('a date left half typed in the study editor', () => {
  it('is refused with the generated forms’ message on the field, keeping what was typed', async () => {
    signInAs(ACCOUNTS.staff);
    const study = stateOf('1')!;
    latest(study).fields.end = '2028-03-20';
    renderApp('/studies/1');
    await userEvent.click(await screen.findByRole('button', { name: 'Check out' }, WAIT));
    await waitFor(() => expect(screen.getByLabelText(/^Title/)).toBeEnabled(), WAIT);
    await waitFor(async () => expect(shownDate(await dateGroup('End date'))).toBe('20 Mar 2028'), WAIT);
    const user = userEvent.setup();
    const end = await typeDate(user, 'End date', '12/0');
    const typed = shownDate(end);
    expect(typed).toMatch(/^12 /);
    expect(await screen.findByText('Unsaved changes')).toBeVisible();

    await user.keyboard('{Control>}s{/Control}');
    const message = 'End date is incomplete: fill in every part of the date';
    expect(await screen.findByText(message)).toBeVisible();
    expect(draftOf(stateOf('1')!)?.fields.end).toBe('2028-03-20');
    expect(shownDate(end)).toBe(typed);
    // Refused from another tab too: the editor goes back to the field.
    await user.click(screen.getByRole('tab', { name: 'Texts' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(end).toBeVisible(), WAIT);
    expect(shownDate(end)).toBe(typed);
    expect(end).toContainElement(document.activeElement as HTMLElement);
    expect(draftOf(stateOf('1')!)?.fields.end).toBe('2028-03-20');

    await typeDate(user, 'End date', '12/04/2028');
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    await user.keyboard('{Control>}s{/Control}');
    // Study 1 is live: a save of its next draft asks why.
    await giveReason(user);
    expect(await screen.findByText('All changes saved', {}, WAIT)).toBeVisible();
    expect(draftOf(stateOf('1')!)?.fields.end).toBe('2028-04-12');

    // A whole date with one part emptied is as unfinished as one never finished.
    const startBefore = draftOf(stateOf('1')!)?.fields.start;
    expect(startBefore).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const start = await dateGroup('Start date');
    await user.click(within(start).getByRole('spinbutton', { name: 'Year' }));
    await user.keyboard('{Backspace}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Start date is incomplete: fill in every part of the date')).toBeVisible();
    expect(draftOf(stateOf('1')!)?.fields.start).toBe(startBefore);
    expect(shownDate(start)).toMatch(/ YYYY$/);
  });
});
