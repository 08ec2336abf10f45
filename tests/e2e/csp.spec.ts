import { expect, test, type Page } from '@playwright/test';
import { accounts, expectPath, menuLink, signInThroughForm } from './support';

// The policy comes from the build (scripts/security-headers), and `vite preview` sends it with every
// page of the suite. This test walks screens that stretch it: styles written at run time, the
// rich-text editor, the email preview's MJML compiler and its srcdoc frame (which inherits the policy).

/** Every report of a blocked load, eval or inline script, from the page or a frame in it. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (report: string) => violations.push(report));
  await page.addInitScript(() => {
    const report = (window as unknown as { __reportCspViolation: (r: string) => void }).__reportCspViolation;
    document.addEventListener('securitypolicyviolation', (e) =>
      report(
        `${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}`,
      ),
    );
  });
  // Chromium also logs each violation; a report the event missed still shows here.
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  return violations;
}

test('the console runs under its Content-Security-Policy without a violation', async ({ page }) => {
  const home = await page.request.get('/');
  const policy = home.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self'");
  expect(policy).toContain("object-src 'none'");
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  expect(home.headers()['x-content-type-options']).toBe('nosniff');

  const violations = await watchViolations(page);
  await signInThroughForm(page, accounts.super);

  await menuLink(page, 'Users').click();
  await expectPath(page, '/users');
  await expect(page.locator('tbody tr').first()).toBeVisible();
  // Emotion's run-time styles applied: the app bar has its colour, not the browser's transparent.
  await expect(page.getByRole('banner')).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  await page.screenshot({ path: 'test-results/screenshots/csp-users.png' });

  await page.goto('/studies/1/content');
  await expect(page.getByRole('table', { name: 'Content' })).toBeVisible();

  await page.goto('/blog-posts/1');
  await expect(page.locator('.ProseMirror')).toBeVisible();

  await page.goto('/templates/1');
  await page.getByRole('tab', { name: 'Preview' }).click();
  const preview = page.frameLocator('iframe[title^="Preview of"]');
  await expect(preview.getByText('This month in research')).toBeVisible();

  // The chat widget is not configured in the mock build (no VITE_CHAT_APP_ID), so it is not loaded
  // here; its hosts are checked in tests/unit/security/headers.test.ts.
  expect(violations).toEqual([]);
});
