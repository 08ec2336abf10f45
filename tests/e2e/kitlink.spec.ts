import { expect, test } from '@playwright/test';
import { accounts, expectPath, expectToast, menuLink, signIn } from './support';

const dir = 'test-results/screenshots';

test.describe('KitLink', () => {
  test('a request is approved from the queue and its order shows who approved it', async ({
    page,
  }, testInfo) => {
    await signIn(page, accounts.super);
    await menuLink(page, 'KitLink').click();
    await expectPath(page, '/kitlink');
    const queue = page.getByRole('table', { name: 'Requests waiting for approval, oldest first' });
    const first = queue.locator('tbody tr').first();
    await expect(first).toBeVisible();
    const number = (await first.getByRole('link').first().textContent()) ?? '';
    expect(number).not.toBe('');
    const path = `${dir}/kitlink-home.png`;
    await page.screenshot({ path, fullPage: true });
    await testInfo.attach('KitLink home', { path, contentType: 'image/png' });

    await first.getByRole('button', { name: `Approve ${number}` }).click();
    await expectToast(page, 'Done: Approve');
    await expect(queue.getByRole('link', { name: number, exact: true })).toHaveCount(0);

    await page.getByRole('tab', { name: /^Orders/ }).click();
    await page.getByRole('button', { name: /^Approved: \d+$/ }).click();
    await page
      .getByRole('table', { name: 'Orders' })
      .getByRole('link', { name: number, exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
    const timeline = page.getByRole('list', { name: 'Timeline' });
    await expect(timeline.getByText('Approve: Approved')).toBeVisible();
    await expect(timeline.getByText(/^Sam Super, /)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Place with the lab' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);
    const orderShot = `${dir}/kitlink-order.png`;
    await page.screenshot({ path: orderShot, fullPage: true });
    await testInfo.attach('approved order', { path: orderShot, contentType: 'image/png' });
  });
});
