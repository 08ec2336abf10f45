import { expect, test, type Page } from '@playwright/test';
import { accounts, giveReason, signIn } from './support';

/** The value a date field shows, as its sections read with their separators. */
const shown = (page: Page, name: string) => page.locator(`input[name="${name}"]`);

/** Types into a date field from its first section, after clearing it, as a user does. */
async function typeDate(page: Page, label: RegExp, text: string): Promise<void> {
  await page.getByRole('group', { name: label }).getByRole('spinbutton', { name: 'Day' }).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text);
}

test.describe('spec §9: dates as day, abbreviated month, year', () => {
  // West of Greenwich a calendar date read as UTC midnight falls on the day before.
  test.use({ timezoneId: 'America/Los_Angeles' });

  test('a calendar date shows the day the form holds, in a time zone behind UTC', async ({ page }) => {
    await signIn(page, accounts.super, { path: '/studies/5' });
    const start = shown(page, 'start');
    // The day is not padded: "8 Nov 2025", as the show page writes it.
    await expect(start).toHaveValue(/^[1-9]\d? [A-Z][a-z]{2} \d{4}$/);
    const text = await start.inputValue();
    // The generated show address opens the study's home, which writes the same day.
    await page.goto('/studies/5/show');
    await expect(page).toHaveURL(/\/study\/5$/);
    await expect(page.getByText(new RegExp(`^${text} – `))).toBeVisible();
  });
});

for (const locale of ['en-US', 'en-GB']) {
  test.describe(`spec §9 in a browser set to ${locale}`, () => {
    test.use({ locale });

    test('date inputs read 24 May 2027 and take 24/05/2027 typed in UK order', async ({ page }) => {
      await signIn(page, accounts.super, { path: '/studies/6' });
      await expect(shown(page, 'start')).toHaveValue(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
      await page.getByRole('button', { name: 'Check out' }).click();
      await expect(page.getByRole('textbox', { name: 'Title' })).toBeEnabled();
      await typeDate(page, /^Start date/, '24/05/2027');
      // A separator after a one-digit day or month moves on, as in the generated forms' date inputs.
      await typeDate(page, /^End date/, '1/6/2028');
      await expect(shown(page, 'start')).toHaveValue('24 May 2027');
      await expect(shown(page, 'end')).toHaveValue('1 Jun 2028');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      // Study 6 is live: a save of its next draft asks why before it is sent.
      await giveReason(page);
      await expect(page.getByText('All changes saved')).toBeVisible();
    });

    test('date-time inputs read and take 24 May 2027, 14:05', async ({ page }) => {
      await signIn(page, accounts.super, { path: '/call-logs/3' });
      await expect(shown(page, 'called_at')).toHaveValue(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/);
      await typeDate(page, /^Called at/, '24/05/2027 14:05');
      await expect(shown(page, 'called_at')).toHaveValue('24 May 2027, 14:05');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page).toHaveURL(/\/call-logs\/3\/show$/);
      await expect(page.getByText('24 May 2027, 14:05', { exact: true }).first()).toBeVisible();
    });
  });
}
