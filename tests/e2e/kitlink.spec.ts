import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
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

test.describe('KitLink: create order and receiving', () => {
  const shot = async (page: Page, testInfo: TestInfo, name: string) => {
    const path = `${dir}/kitlink-${name}.png`;
    await page.screenshot({ path, fullPage: true });
    await testInfo.attach(name, { path, contentType: 'image/png' });
  };

  test('an orders-only account places an order for three participants, who stay ids to it', async ({
    page,
  }, testInfo) => {
    await signIn(page, accounts.orders, { path: '/kitlink/create-order' });
    const next = page.getByRole('button', { name: 'Next' });
    await page.getByRole('combobox', { name: 'Study' }).click();
    await page.getByRole('option').first().click();
    await next.click();
    // Without the users permission there is no search by name: ids and emails are checked.
    await expect(page.getByRole('combobox', { name: 'Participant' })).toHaveCount(0);
    await page
      .getByRole('textbox', { name: 'Paste emails or user ids' })
      .fill('31\n32, 33\nnobody@nowhere.test');
    await page.getByRole('button', { name: 'Check and add (4)' }).click();
    const chosen = page.getByRole('list', { name: 'Participants (3)' });
    await expect(chosen).toBeVisible();
    await expect(chosen.getByText('Participant 31')).toBeVisible();
    await expect(page.getByText('nobody@nowhere.test: no such user')).toBeVisible();
    await shot(page, testInfo, 'create-participants');
    await next.click();
    await page.getByRole('combobox', { name: 'Kit type' }).click();
    await page.getByRole('option', { name: 'Saliva' }).click();
    await next.click();
    await page.getByRole('combobox', { name: 'Laboratory' }).click();
    await page.getByRole('option').first().click();
    await next.click();
    await expect(page.getByRole('group')).toHaveCount(3);
    await shot(page, testInfo, 'create-addresses');
    await next.click();
    await expect(page.getByRole('list', { name: 'Orders to place' }).getByRole('listitem')).toHaveCount(3);
    await shot(page, testInfo, 'create-review');
    await page.getByRole('button', { name: 'Place 3 orders' }).dblclick();
    const placed = page.getByRole('list', { name: 'Orders placed' });
    await expect(placed.getByRole('listitem')).toHaveCount(3);
    await expect(page.getByRole('button', { name: /^Place/ })).toHaveCount(0);
    await shot(page, testInfo, 'create-placed');

    const number = (await placed.getByRole('link').first().textContent()) ?? '';
    await placed.getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Approve', exact: true })).toBeVisible();
    await expect(page.getByText(/^Participant 3[123]$/)).toBeVisible();
    // Kits are the kits permission's: their barcodes are shown, not linked to a refusal.
    const kits = page.getByRole('table', { name: /^Kits of this order/ });
    await expect(kits.locator('tbody tr').first()).toBeVisible();
    await expect(kits.locator('a[href^="/kitlink/kit/"]')).toHaveCount(0);
    await expect(kits.locator('tbody tr').first()).toContainText(/[A-Z]{2,}-?\d+/);
    await shot(page, testInfo, 'order-orders-only');
  });

  test('kits are received at the lab by typing barcodes with Enter, and the packing list prints', async ({
    page,
  }, testInfo) => {
    await signIn(page, accounts.kits, { path: '/kitlink?tab=receiving' });
    // Receiving is the kits permission's; placing and approving orders are not.
    await expect(page.getByRole('link', { name: 'Create order' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Approve/ })).toHaveCount(0);
    const consignments = page.getByRole('table', { name: 'Consignments on their way to a lab' });
    await expect(consignments.locator('tbody tr')).toHaveCount(3);
    await shot(page, testInfo, 'receiving');
    await consignments.getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1, name: /^Consignment / })).toBeVisible();
    const box = page.getByRole('textbox', { name: 'Kit barcode' });
    await expect(box).toBeFocused();
    const tally = page.getByRole('progressbar').last();
    const before = (await tally.getAttribute('aria-label')) ?? '';
    const [received, expected] = (/(\d+) of (\d+)/.exec(before) ?? []).slice(1).map(Number) as [
      number,
      number,
    ];
    const list = page.getByRole('table', { name: /^Packing list/ });
    const waiting = list.locator('tbody tr', { hasText: 'Returned' });
    const codes = [
      (await waiting.nth(0).getByRole('link').first().textContent()) ?? '',
      (await waiting.nth(1).getByRole('link').first().textContent()) ?? '',
    ];
    const done = list.locator('tbody tr', { hasText: 'Received by the lab' });
    const already = (await done.first().getByRole('link').first().textContent()) ?? '';
    for (const code of [...codes, already, 'KIT-9999']) {
      await box.fill(code);
      await box.press('Enter');
    }
    const results = page.getByRole('list', { name: 'Scanned kits, latest first' });
    for (const code of codes) await expect(results.getByText(`${code}: received`)).toBeVisible();
    await expect(results.getByText(`${already}: already received`, { exact: false })).toBeVisible();
    await expect(results.getByText('KIT-9999: unknown barcode')).toBeVisible();
    await expect(page.getByText(`${received + 2} of ${expected} kits received`).first()).toBeVisible();
    await expect(box).toBeFocused();
    await shot(page, testInfo, 'receive-scans');

    await page.emulateMedia({ media: 'print' });
    await expect(box).toBeHidden();
    await expect(list).toBeVisible();
    await shot(page, testInfo, 'packing-list-print');
    await page.emulateMedia({ media: 'screen' });

    await list.getByRole('link', { name: codes[0] }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Kit ${codes[0]}` })).toBeVisible();
    await expect(page.getByText(/^Participant \d+$/)).toBeVisible();
    await shot(page, testInfo, 'kit');
  });

  test('an assay lists the kits using it, and a row of the orders list opens in KitLink', async ({
    page,
  }, testInfo) => {
    await signIn(page, accounts.super, { path: '/kitlink?tab=assays' });
    const assay = page.getByRole('table', { name: 'Assays' }).getByRole('link').first();
    const name = (await assay.textContent()) ?? '';
    await assay.click();
    await expect(page.getByRole('heading', { level: 1, name: `Assay ${name}` })).toBeVisible();
    const kits = page.getByRole('table', { name: /^Kits using this assay/ });
    await expect(kits.locator('tbody tr').first()).toBeVisible();
    await expect(kits.getByRole('columnheader', { name: 'Order', exact: true })).toBeVisible();
    await shot(page, testInfo, 'assay');

    await menuLink(page, 'Orders').click();
    await expectPath(page, '/order-list');
    const row = page.locator('main tbody tr').first();
    await expect(row).toBeVisible();
    await shot(page, testInfo, 'order-list');
    await row.click();
    await expect(page).toHaveURL(/\/kitlink\/order\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Order / })).toBeVisible();
  });
});

test.describe('KitLink: paged lists, a participant’s orders and kits, a kit’s results', () => {
  test('the queue pages, a participant’s overview links their orders and kits, a processed kit lists its results', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await signIn(page, accounts.super, { path: '/kitlink' });
    const queue = page.getByRole('table', { name: 'Requests waiting for approval, oldest first' });
    await expect(queue.locator('tbody tr')).toHaveCount(20);
    const heading = page.getByRole('heading', { name: /^Approve requests \(\d+\)$/ });
    const total = Number(/\((\d+)\)/.exec((await heading.textContent()) ?? '')?.[1]);
    expect(total).toBeGreaterThan(20);
    await expect(page.getByText(`1–20 of ${total}`, { exact: true })).toBeVisible();
    const first = (await queue.locator('tbody tr').first().getByRole('link').first().textContent()) ?? '';
    await page.getByRole('button', { name: 'Next page of requests' }).click();
    await expect(page.getByText(`21–40 of ${total}`, { exact: true })).toBeVisible();
    await expect(queue.locator('tbody tr')).toHaveCount(20);
    await expect(queue.getByRole('link', { name: first, exact: true })).toHaveCount(0);

    // A participant of the orders list: their overview lists their orders and kits, linked to KitLink.
    const orders = page.getByRole('table', { name: 'Orders' });
    await orders.locator('a[href^="/users/"]').first().click();
    await expect(page).toHaveURL(/\/users\/\d+$/);
    const theirOrders = page.getByRole('region', { name: 'Orders' });
    const orderLink = theirOrders.getByRole('link').first();
    await expect(orderLink).toHaveAttribute('href', /^\/kitlink\/order\/\d+$/);
    await expect(page.getByRole('region', { name: 'Kits' }).getByRole('link').first()).toHaveAttribute(
      'href',
      /^\/kitlink\/kit\/\d+$/,
    );
    const number = (await orderLink.textContent()) ?? '';
    await orderLink.click();
    await expect(page.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();

    // A processed kit's page lists the results the lab reported.
    await page.goto('/kitlink?tab=kits');
    await page.getByRole('button', { name: /^Processed: \d+$/ }).click();
    const kits = page.getByRole('table', { name: 'Kits' });
    await expect(kits.locator('tbody tr').first().getByText('Processed')).toBeVisible();
    await kits.locator('tbody tr').first().getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1, name: /^Kit / })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Results reported' })).toBeVisible();
    const results = page.getByRole('table', { name: 'Results reported by the lab' });
    await expect(results.getByRole('columnheader')).toHaveText([
      'Measure',
      'Result',
      'Unit',
      'Reference range',
      'Flag',
    ]);
    expect(await results.locator('tbody tr').count()).toBeGreaterThan(1);
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag22aa'])
      .analyze();
    expect(
      violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
    ).toEqual([]);
  });
});
