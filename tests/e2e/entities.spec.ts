import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { accounts, expectPath, expectToast, giveReason, mainMenu, menuLink, signIn } from './support';

const dir = 'test-results/screenshots';

/** A value no seeded row holds, so a search finds exactly the record this test made. */
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

const rows = (page: Page) => page.locator('main tbody tr');
const pagination = (page: Page) => page.locator('.MuiTablePagination-displayedRows');
/** An input by its label, exactly; a required one's label ends with the asterisk that marks it. */
const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s*\\*)?$`));
const save = (page: Page) => page.getByRole('button', { name: 'Save', exact: true });

async function openList(page: Page, label: 'Users' | 'Studies' | 'Sites', path: string) {
  await signIn(page, accounts.super);
  await menuLink(page, label).click();
  await expectPath(page, path);
  await expect(rows(page).first()).toBeVisible();
}

async function search(page: Page, text: string) {
  await page.getByPlaceholder('Search').fill(text);
  await expect(pagination(page)).toHaveText(/^1-1 of 1$/);
}

/** Show page → confirmed delete → the list no longer finds the record. */
async function deleteFromShow(page: Page, listPath: string, searchText: string) {
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: /confirm/i }).click();
  await giveReason(page);
  await expectPath(page, listPath);
  await page.getByPlaceholder('Search').fill(searchText);
  await expect(page.getByText(/No .+ found using the current filters/)).toBeVisible();
}

/** Opens an entity of the menu's "Data" group (the screens the schemas generate) by its label. */
async function openDataEntry(page: Page, label: string) {
  const group = mainMenu(page).getByRole('button', { name: /^Data/ });
  if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
  await mainMenu(page)
    .getByRole('link', { name: new RegExp(`^${label}(?![A-Za-z])`) })
    .click();
}

interface RoundTrip {
  label: 'Partners' | 'Conditions';
  path: string;
  /** Fills the create form with valid values. */
  fill(page: Page, name: string): Promise<void>;
  titleField: string;
}

const key = (name: string) => name.replace(/\W+/g, '-').toLowerCase();

const roundTrips: RoundTrip[] = [
  {
    label: 'Partners',
    path: '/partners',
    titleField: 'Name',
    async fill(page, name) {
      await field(page, 'Name').fill(name);
      await field(page, 'Key').fill(key(name));
    },
  },
  {
    label: 'Conditions',
    path: '/conditions',
    titleField: 'Name',
    async fill(page, name) {
      await field(page, 'Name').fill(name);
      await field(page, 'Key').fill(key(name));
      await field(page, 'Therapeutic area').fill('Cardiology');
    },
  },
];

test.describe('CRUD round trip through the generated screens', () => {
  for (const entity of roundTrips) {
    test(`${entity.label}: create, find, edit, show and delete`, async ({ page }) => {
      const name = unique(`Round trip ${entity.label}`);
      const renamed = `${name} renamed`;
      await signIn(page, accounts.super);
      await openDataEntry(page, entity.label);
      await expectPath(page, entity.path);
      await expect(rows(page).first()).toBeVisible();

      await page.getByRole('link', { name: 'Create', exact: true }).click();
      await expectPath(page, `${entity.path}/create`);
      await entity.fill(page, name);
      await save(page).click();
      await expect(page).toHaveURL(new RegExp(`${entity.path}/[^/]+/show$`));
      await expect(page.getByText(name, { exact: true }).first()).toBeVisible();

      // Client-side: a full load would reseed the in-browser mock backend.
      await openDataEntry(page, entity.label);
      await search(page, name);
      await rows(page).first().locator('td').nth(1).click();
      await expect(page).toHaveURL(new RegExp(`${entity.path}/[^/]+/show$`));

      await page.getByRole('link', { name: 'Edit', exact: true }).click();
      await field(page, entity.titleField).fill(renamed);
      await save(page).click();
      await expect(page).toHaveURL(new RegExp(`${entity.path}/[^/]+/show$`));
      await expect(page.getByText(renamed, { exact: true }).first()).toBeVisible();

      await deleteFromShow(page, entity.path, renamed);
    });
  }
});

test.describe('paging through 10,000 users', () => {
  test('the users list pages on the server to the last of 400 pages', async ({ page }) => {
    await openList(page, 'Users', '/users');
    await expect(pagination(page)).toHaveText('1-25 of 10,000');
    await expect(rows(page)).toHaveCount(25);
    const firstRow = await rows(page).first().innerText();

    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expect(pagination(page)).toHaveText('26-50 of 10,000');
    await expect(rows(page).first()).not.toHaveText(firstRow);

    await page.getByRole('button', { name: 'page 400' }).click();
    await expect(pagination(page)).toHaveText('9,976-10,000 of 10,000');
    await expect(rows(page)).toHaveCount(25);
    await expect(page.getByRole('button', { name: 'Go to next page' })).toBeDisabled();
  });
});

/** Records of an RFC 4180 text (quoted cells may hold commas, quotes and line breaks). */
function csvRecords(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ',') {
      record.push(cell);
      cell = '';
    } else if (!quoted && c === '\r' && text[i + 1] === '\n') {
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
      i += 1;
    } else {
      cell += c;
    }
  }
  record.push(cell);
  records.push(record);
  return records;
}

test.describe('lists remember the user choices', () => {
  test('a hidden column stays hidden after a reload, and Back from a user returns to its page', async ({
    page,
  }) => {
    await openList(page, 'Sites', '/sites');
    await expect(page.getByRole('columnheader', { name: 'City' })).toBeVisible();
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('presentation').getByLabel('City').click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('columnheader', { name: 'City' })).toHaveCount(0);
    await page.reload();
    await expect(rows(page).first()).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Name' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'City' })).toHaveCount(0);

    await menuLink(page, 'Users').click();
    await expectPath(page, '/users');
    await expect(pagination(page)).toHaveText(/^1-25 of 10,000$/);
    await page.getByRole('button', { name: 'Go to page 3' }).click();
    await expect(pagination(page)).toHaveText(/^51-75 of /);
    await rows(page).first().locator('td').nth(1).click();
    await expect(page).toHaveURL(/\/users\/\d+/);
    await expect(pagination(page)).toHaveCount(0);
    await page.goBack();
    await expect(pagination(page)).toHaveText(/^51-75 of /);
    await expectPath(page, '/users');
    expect(new URL(page.url()).search).toBe('');
  });
});

test.describe('bulk delete from a list', () => {
  test('asks first, deletes the selected rows and clears the selection', async ({ page }) => {
    await openList(page, 'Sites', '/sites');
    const total = Number((await pagination(page).textContent())?.split(' of ')[1]?.replace(/,/g, ''));
    expect(total).toBeGreaterThan(2);
    const boxes = page.getByRole('checkbox', { name: 'Select this row' });
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await expect(page.getByText('2 items selected')).toBeVisible();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Delete 2 sites');
    await dialog.getByRole('button', { name: /confirm/i }).click();
    // One reason covers both deletes.
    await giveReason(page, 'Data quality review');
    await expectToast(page, '2 records deleted');
    await expect(pagination(page)).toHaveText(`1-25 of ${(total - 2).toLocaleString('en-GB')}`);
    // react-admin keeps its bar in the page, collapsed, reading "0 items selected".
    await expect(page.getByText(/^[1-9]\d* items? selected/)).toHaveCount(0);
  });
});

test.describe('CSV export pages through the server', () => {
  test('exports all 10,000 users in pages, never one giant request', async ({ page }) => {
    await openList(page, 'Users', '/users');
    const pageSizes: number[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/users/filter') {
        pageSizes.push(Number((request.postDataJSON() as { data: { page_size: number } }).data.page_size));
      }
    });

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const file = await (await download).path();
    const [header, ...records] = csvRecords(await readFile(file, 'utf8'));
    // The columns on screen, in their order, and nothing the list does not show (e.g. birthday).
    const shown = (await page.locator('thead th').allInnerTexts()).map((t) => t.trim()).filter(Boolean);
    expect(header).toEqual(['id', ...shown]);
    expect(header).toEqual(expect.arrayContaining(['Email', 'Full name']));
    expect(header).not.toContain('Birthday');
    expect(records).toHaveLength(10_000);
    expect(new Set(records.map((r) => r[0])).size).toBe(10_000);
    expect(pageSizes.length).toBeGreaterThanOrEqual(20);
    expect(Math.max(...pageSizes)).toBeLessThanOrEqual(500);
    await expectToast(page, 'Exported 10,000 rows');
  });
});

test.describe('server validation on save', () => {
  test('a 409 keeps every typed value and shows the error on its field', async ({ page }, testInfo) => {
    await openList(page, 'Sites', '/sites');
    const taken = await rows(page).nth(1).locator('td').nth(2).innerText();
    await rows(page).first().click();
    await page.getByRole('link', { name: 'Edit', exact: true }).click();

    const typedName = unique('Kept name');
    await field(page, 'Name').fill(typedName);
    await field(page, 'Identifier').fill(taken);
    await field(page, 'Town or city').fill('Typed Town');
    await save(page).click();

    await expect(page.getByText(/already|taken|in use/i).first()).toBeVisible();
    await expect(page).toHaveURL(/\/sites\/[^/]+$/);
    await expect(field(page, 'Name')).toHaveValue(typedName);
    await expect(field(page, 'Identifier')).toHaveValue(taken);
    await expect(field(page, 'Town or city')).toHaveValue('Typed Town');
    const path = `${dir}/site-edit-409.png`;
    await page.screenshot({ path, fullPage: true });
    await testInfo.attach('edit form with a server error', { path, contentType: 'image/png' });
  });

  test('required fields show the generic message and nothing is sent', async ({ page }, testInfo) => {
    await openList(page, 'Studies', '/studies');
    await page.getByRole('link', { name: 'Create', exact: true }).click();
    await field(page, 'Goal').fill('Typed before the error');
    await save(page).click();
    await expect(page.getByText('Title is a required field')).toBeVisible();
    await expect(page.getByText('Key is a required field')).toBeVisible();
    await expectToast(page, 'The form is not valid. Please check for errors');
    await expect(field(page, 'Goal')).toHaveValue('Typed before the error');
    const path = `${dir}/study-create-errors.png`;
    await page.screenshot({ path, fullPage: true });
    await testInfo.attach('create form with errors', { path, contentType: 'image/png' });
  });

  test("format checks show the schema's messages, not the browser's validation bubbles", async ({ page }) => {
    await openList(page, 'Studies', '/studies');
    await page.getByRole('link', { name: 'Create', exact: true }).click();
    await page.getByLabel(/^Title/).fill('Sleep and mood');
    await page.getByLabel(/^Key/).fill('SLEEP-1');
    await field(page, 'Researcher email').fill('bob@');
    await save(page).click();
    await expect(page.getByText('Researcher email must be a valid email')).toBeVisible();
    await expect(field(page, 'Researcher email')).toHaveValue('bob@');
    await expectPath(page, '/studies/create');
  });
});

test.describe('pictures of generated screens', () => {
  test('a list, the study hub its row opens, and a generated show page', async ({ page }, testInfo) => {
    await openList(page, 'Studies', '/studies');
    const list = `${dir}/studies-list.png`;
    await page.screenshot({ path: list });
    await rows(page).first().click();
    await expect(page).toHaveURL(/\/study\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const hub = `${dir}/study-hub.png`;
    await page.screenshot({ path: hub, fullPage: true });
    await page.goto('/partners');
    await rows(page).first().click();
    await expect(page.getByRole('link', { name: 'Edit', exact: true })).toBeVisible();
    const show = `${dir}/partner-show.png`;
    await page.screenshot({ path: show, fullPage: true });
    await testInfo.attach('studies list', { path: list, contentType: 'image/png' });
    await testInfo.attach('study hub', { path: hub, contentType: 'image/png' });
    await testInfo.attach('partner show', { path: show, contentType: 'image/png' });
  });
});
