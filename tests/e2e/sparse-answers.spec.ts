import { expect, test } from '@playwright/test';
import { accounts, mainMenu, signIn } from './support';

// The console against the leanest server the API contract allows: the mock's switch leaves out of
// every declared answer what the contract does not require. The Vitest shape test covers every
// route in three shapes; this walks the core routes once in a real browser.
const CORE_ROUTES = [
  '/users',
  '/users/1',
  '/studies',
  '/study/1',
  '/flows',
  '/kitlink',
  '/kitlink/order/1',
  '/emails',
  '/role-list',
  '/sites/1',
  '/impersonate',
];

test('the core routes show a lean server’s answers: menu, heading, no script error', async ({
  page,
}, testInfo) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await signIn(page, accounts.super);
  await page.waitForFunction(() => '__mock' in window);
  await page.evaluate(() =>
    (window as unknown as { __mock: { setAnswerShape(s: 'sparse' | null): void } }).__mock.setAnswerShape(
      'sparse',
    ),
  );
  for (const path of CORE_ROUTES) {
    await page.goto(path);
    await expect(mainMenu(page), path).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
    await expect(page.getByText(/Something went wrong|could not be shown/), path).toHaveCount(0);
    if (path === '/study/1') {
      const shot = 'test-results/screenshots/sparse-study-home.png';
      await page.screenshot({ path: shot, fullPage: true });
      await testInfo.attach('sparse study home', { path: shot, contentType: 'image/png' });
    }
  }
  expect(errors).toEqual([]);
});
