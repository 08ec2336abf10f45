import { expect, test } from '@playwright/test';
import { accounts, clearFaults, expectPath, expectToast, forceStatus, menuLink, signIn } from './support';

const catalogue: Array<{ status: number; text: string; body?: unknown }> = [
  { status: 0, text: 'Network error' },
  { status: 404, text: '404' },
  { status: 405, text: '405 Method Not Allowed' },
  { status: 422, text: '422 Unprocessable Entity' },
  { status: 429, text: '429 Too Many Requests' },
  { status: 500, text: 'The database is resting', body: { message: 'The database is resting' } },
];

test.describe('error catalogue toasts for forced errors', () => {
  // One signed-in page meets each status in turn: the users list fails with it, then Sites loads
  // without a fault before the next one.
  test(`HTTP ${catalogue.map((c) => c.status).join(', ')} each show their toast`, async ({ page }) => {
    await signIn(page, accounts.super);
    for (const { status, text, body } of catalogue) {
      await test.step(`HTTP ${status} shows "${text}"`, async () => {
        await forceStatus(page, { path: '/api/users', status, ...(body ? { body } : {}) });
        await menuLink(page, 'Users').click();
        await expectToast(page, text);
        await clearFaults(page);
        await menuLink(page, 'Sites').click();
        await expectPath(page, '/sites');
        await expect(page.locator('main tbody tr').first()).toBeVisible();
      });
    }
  });

  test('HTTP 401 with a valid token goes to / with the authorisation toast', async ({ page }) => {
    await signIn(page, accounts.super);
    await menuLink(page, 'Sites').click();
    await expectPath(page, '/sites');
    await forceStatus(page, { path: '/api/users', status: 401 });
    await menuLink(page, 'Users').click();
    await expectToast(
      page,
      'Authorization error. Please check your permissions and network connection, and try again.',
    );
    await expectPath(page, '/');
  });

  test('toasts sit at the bottom right and go after about five seconds', async ({ page }) => {
    await signIn(page, accounts.super);
    // Every read fails until the toast is seen: a read made ahead of the screen fails silently,
    // and only the screen's own read shows its failure.
    await forceStatus(page, { path: '/api/users', status: 429 });
    await menuLink(page, 'Users').click();
    // Measured in the page as soon as it shows: on a busy machine a second call from here could
    // come after the toast has already gone.
    const placed = await page.waitForFunction(() => {
      const area = document.querySelector('[role="status"][aria-label="Notifications"]');
      const shown = [...(area?.querySelectorAll('.MuiAlert-root') ?? [])].find((el) =>
        el.textContent?.includes('429 Too Many Requests'),
      );
      if (!shown) return null;
      const box = shown.getBoundingClientRect();
      return { right: box.right, bottom: box.bottom, width: innerWidth, height: innerHeight };
    });
    const at = await placed.jsonValue();
    if (!at) throw new Error('the toast was not found');
    await clearFaults(page);
    const { right, bottom, width, height } = at;
    expect(right).toBeGreaterThan(width / 2);
    expect(bottom).toBeGreaterThan(height / 2);
    const toast = page.getByRole('status', { name: 'Notifications' }).getByText('429 Too Many Requests');
    await expect(toast).toBeHidden({ timeout: 8_000 });
  });
});

test.describe('many toasts at once', () => {
  test('stay below the app bar and scroll, with the newest in view', async ({ page }) => {
    // Low enough that four one-line toasts overflow the area: the check does not depend on all six
    // still being on screen when a slow machine has taken more than 5 s to show the last one.
    const height = 280;
    await page.setViewportSize({ width: 1000, height });
    await signIn(page, accounts.super);
    const lists = [
      ['/sites', '/api/sites'],
      ['/cohorts', '/api/cohorts'],
      ['/partners', '/api/partners'],
      ['/role-list', '/api/roles'],
      ['/order-list', '/api/orders'],
      ['/kit-list', '/api/kits'],
    ] as const;
    for (const [i, [, api]] of lists.entries()) {
      await forceStatus(page, { path: api, status: 500, times: 1, body: { message: `Failure ${i + 1}` } });
    }
    const started = Date.now();
    for (const [i, [route]] of lists.entries()) {
      await page.evaluate((to) => {
        window.history.pushState(null, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, route);
      // Each screen must have asked (and failed) before the next replaces it.
      await expect(page.getByText(`Failure ${i + 1}`, { exact: true })).toBeAttached();
    }
    const area = page.getByRole('status', { name: 'Notifications' });
    const shown = await area.getByText(/^Failure \d$/).count();
    expect(shown, `toasts still shown ${Date.now() - started} ms after the first`).toBeGreaterThanOrEqual(4);
    const newest = page.getByText(`Failure ${lists.length}`, { exact: true });
    await expect(newest).toBeInViewport();
    const appBar = await page.locator('header').first().boundingBox();
    const box = await area.boundingBox();
    expect(appBar && box).toBeTruthy();
    if (appBar && box) {
      expect(box.y).toBeGreaterThanOrEqual(appBar.y + appBar.height);
      expect(box.y + box.height).toBeLessThanOrEqual(height);
    }
    expect(await area.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
  });
});
