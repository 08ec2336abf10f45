import { expect, test, type Page } from '@playwright/test';
import { accounts, DEMO_PASSWORD, signIn } from './support';

const dir = 'test-results/screenshots';
const shot = async (page: Page, name: string) =>
  page.screenshot({ path: `${dir}/flows-${name}.png`, fullPage: true });

const outline = (page: Page) => page.getByRole('navigation', { name: 'Flow outline' });
const outlineLinks = (page: Page) => outline(page).getByRole('link');
const checks = (page: Page) => page.getByRole('region', { name: 'Checks' });

test.describe('Flow editor', () => {
  test('check out, add a branch, reorder, block publish on a check, fix, publish, preview a screen-out', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await signIn(page, accounts.staff, { path: '/flows' });
    await expect(page.getByRole('heading', { level: 1, name: 'Flows' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Flows' }).getByRole('row').nth(1)).toBeVisible();
    await shot(page, 'list');

    await page.goto('/studies/flow/4');
    await expect(outline(page)).toBeVisible();
    await page.getByRole('button', { name: 'Check out' }).click();
    await expect(page.getByRole('button', { name: 'Add block' })).toBeVisible();

    // Every block type's form, as the editor shows it.
    const count = await outlineLinks(page).count();
    for (let i = 0; i < count; i += 1) {
      await outlineLinks(page).nth(i).click();
      await expect(page.getByRole('textbox', { name: /^Heading/ })).toBeVisible();
      await shot(page, `block-${i + 1}`);
    }

    // A single-choice block with a branch to the consent block.
    await outlineLinks(page).first().click();
    await page.getByRole('button', { name: 'Add block' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a block' });
    await dialog.getByRole('button', { name: 'Single choice' }).click();
    await page.getByRole('textbox', { name: /^Heading/ }).fill('Do you vape?');
    await page.getByRole('combobox', { name: 'Option "Option 1" goes to' }).click();
    await page.getByRole('option', { name: 'Consent to take part' }).click();
    await expect(outline(page).getByRole('link', { name: /Do you vape\?/ })).toContainText('jumps');

    // Keyboard: Alt+Up moves the focused block one place up.
    const vape = outline(page).getByRole('link', { name: /Do you vape\?/ });
    const before = await outlineLinks(page).allTextContents();
    const at = before.findIndex((t) => t.includes('Do you vape?'));
    await vape.focus();
    await page.keyboard.press('Alt+ArrowUp');
    await expect
      .poll(async () =>
        (await outlineLinks(page).allTextContents()).findIndex((t) => t.includes('Do you vape?')),
      )
      .toBe(at - 1);

    // Drag: the handle moves it back down below its neighbour.
    const handle = page.getByRole('button', { name: /^Drag "Do you vape\?"/ });
    const below = outlineLinks(page).nth(at);
    const box = await below.boundingBox();
    const from = await handle.boundingBox();
    if (!box || !from) throw new Error('no layout');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, box.y + box.height * 0.9, { steps: 12 });
    await page.mouse.up();
    await expect
      .poll(async () =>
        (await outlineLinks(page).allTextContents()).findIndex((t) => t.includes('Do you vape?')),
      )
      .toBe(at);
    await shot(page, 'editor');

    // Another tab and back: the outline is where it was scrolled, the block's form still open.
    const scrolled = await outline(page).evaluate((nav) => {
      const pane = nav.closest('.MuiPaper-root') as HTMLElement;
      pane.scrollTop = pane.scrollHeight;
      return pane.scrollTop;
    });
    expect(scrolled).toBeGreaterThan(0);
    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.getByRole('tab', { name: 'Blocks' }).click();
    await expect(page.getByRole('textbox', { name: /^Heading/ })).toHaveValue('Do you vape?');
    expect(
      await outline(page).evaluate((nav) => (nav.closest('.MuiPaper-root') as HTMLElement).scrollTop),
    ).toBe(scrolled);

    // An unreachable block stops the publish.
    await outlineLinks(page).first().click();
    await page.getByRole('combobox', { name: 'Then go to' }).click();
    await page.getByRole('option', { name: 'Consent to take part' }).click();
    await expect(
      checks(page)
        .getByRole('link', { name: /No path reaches/ })
        .first(),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Publish…' }).click();
    const publish = page.getByRole('dialog', { name: /^Publish/ });
    await expect(publish.getByText(/Fix the \d+ errors in the checks first/)).toBeVisible();
    await expect(publish.getByRole('button', { name: 'Publish', exact: true })).toBeDisabled();
    await shot(page, 'publish-refused');
    await publish.getByRole('button', { name: 'Cancel' }).click();

    // Fixed, it publishes with the diff in words and a note.
    await page.getByRole('combobox', { name: 'Then go to' }).click();
    await page.getByRole('option', { name: 'The next block' }).click();
    await expect(checks(page).getByRole('link', { name: /No path reaches/ })).toHaveCount(0);
    await expect(
      checks(page).getByRole('link', { name: /no jump or screen-out for Option 2/ }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Publish…' }).click();
    await expect(publish.getByRole('list', { name: 'What changes' })).toContainText(
      'Block "Do you vape?" added to section "About you"',
    );
    await publish.getByRole('textbox', { name: 'Change note' }).fill('Asks about vaping');
    await expect(publish.getByRole('button', { name: 'Publish', exact: true })).toBeDisabled();
    await publish.getByRole('checkbox', { name: 'I have read the warning' }).check();
    // The flow asks for consent: its publish is an electronic signature.
    await publish.getByLabel(/Your email/).fill(accounts.staff);
    await publish.getByLabel(/Your password/).fill(DEMO_PASSWORD);
    await shot(page, 'publish-diff');
    await publish.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(publish).toBeHidden();
    await page.getByRole('tab', { name: 'Changelog' }).click();
    await expect(page.getByRole('list', { name: 'Changelog' })).toContainText('Asks about vaping');
    await expect(page.getByRole('list', { name: 'Changelog' })).toContainText('Do you vape?');
    await shot(page, 'changelog');

    // The preview walks to a screen-out and sends nothing.
    await page.getByRole('tab', { name: 'Blocks' }).click();
    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('dialog', { name: /^Preview/ });
    // The en-GB picker, typed day first as a UK user does.
    await preview
      .getByRole('group', { name: /^Date of birth/ })
      .getByRole('spinbutton', { name: 'Day' })
      .click();
    await page.keyboard.type('01/03/2015');
    await preview.getByRole('button', { name: 'Next' }).click();
    await expect(preview.getByRole('status')).toHaveText('Screened out at "What is your date of birth?".');
    await shot(page, 'preview');
  });

  test('sections move by keyboard on their handle and by dragging, blocks with them', async ({ page }) => {
    await signIn(page, accounts.super, { path: '/studies/flow/1' });
    await expect(page.getByRole('button', { name: 'Add section' })).toBeVisible();
    const sections = () => outline(page).getByRole('heading', { level: 2 }).allTextContents();
    await expect.poll(sections).toEqual(['About you', 'Your health', 'Consent and samples']);
    const consentFirst = await outline(page)
      .getByRole('list', { name: 'Consent and samples' })
      .getByRole('link')
      .first()
      .textContent();

    // Space picks the section up on its handle, an arrow moves it, Space puts it down.
    await page.getByRole('button', { name: /^Drag section "Consent and samples"/ }).focus();
    // Each key waits for what a screen reader hears, as its user would.
    const heard = page.locator('[aria-live]');
    await page.keyboard.press('Space');
    await expect(heard.getByText('Picked up section "Consent and samples".')).toBeAttached();
    await page.keyboard.press('ArrowUp');
    await expect(
      heard.getByText('Moving section "Consent and samples": over section "Your health".'),
    ).toBeAttached();
    await page.keyboard.press('Space');
    await expect.poll(sections).toEqual(['About you', 'Consent and samples', 'Your health']);
    await expect(
      outline(page).getByRole('list', { name: 'Consent and samples' }).getByRole('link').first(),
    ).toHaveText(consentFirst ?? '');

    // The pointer drags "About you" onto the last section's place.
    const handle = await page.getByRole('button', { name: /^Drag section "About you"/ }).boundingBox();
    const last = await outline(page).getByRole('heading', { name: 'Your health' }).boundingBox();
    if (!handle || !last) throw new Error('no layout');
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await page.mouse.down();
    await page.mouse.move(handle.x + handle.width / 2, last.y + last.height * 3, { steps: 16 });
    await page.mouse.up();
    await expect.poll(sections).toEqual(['Consent and samples', 'Your health', 'About you']);
    await shot(page, 'sections');
  });

  test('another account sees the draft read-only with who holds it', async ({ page }) => {
    await signIn(page, accounts.staff, { path: '/studies/flow/1' });
    await expect(page.getByText(/Checked out by Sam Super since/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add block' })).toHaveCount(0);
    await shot(page, 'locked');
  });
});
