import { expect, test } from '@playwright/test';
import { accounts, signIn } from './support';

// A generated edit form as a new user meets it: text that looks like a tag is a filled field,
// stored exactly as typed, and Ctrl+S saves as Save does.

test('a generated form saves tag-like text exactly as typed, with Ctrl+S', async ({ page }) => {
  await signIn(page, accounts.super, { path: '/conditions/1' });
  const name = page.getByRole('textbox', { name: /^Name/ });
  await expect(name).toBeEditable();
  const typed = '<foo val="bar" /> ␡';
  await name.fill(typed);
  await page.keyboard.press('Control+s');
  await expect(page).toHaveURL(/\/conditions\/1\/show$/);
  await expect(page.getByText(typed, { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Name is a required field')).toHaveCount(0);
});
