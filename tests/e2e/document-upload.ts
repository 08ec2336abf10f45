import { expect, type Page } from '@playwright/test';
import { acceptLicence, accounts, signIn } from './support';

// What the document upload specs share. The account is the least-privileged one that may upload a
// participant's documents: users only (docs/access.md); it accepts the admin terms first.
export const PARTICIPANT = 17;
const FILE_BYTES = 4 * 1024 * 1024;
// Bytes a second the browser lets out: the 4 MB file goes as about 5.6 MB of base64 in JSON, so
// over HTTP it takes several seconds to go.
const UPLOAD_THROUGHPUT = 500_000;

/** A PDF of `bytes` bytes: a readable head and a comment filling the rest. */
function pdfOf(bytes: number): Buffer {
  const head = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%';
  const tail = '\ntrailer << /Root 1 0 R >>\n%%EOF\n';
  return Buffer.concat([
    Buffer.from(head),
    Buffer.alloc(bytes - head.length - tail.length, 'x'),
    Buffer.from(tail),
  ]);
}

/**
 * Slows what the browser sends, as a slow connection does, through Chromium's own network
 * emulation: the upload's progress events then tell the bytes really gone. Answers are not slowed.
 * It acts on requests that reach the network; the in-page mock's service worker takes a request's
 * body whole, and the browser then reports no progress for it at all.
 */
export async function slowUploads(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: UPLOAD_THROUGHPUT,
  });
}

/** The document uploads this page sends to the participant, as they go. */
export function uploadsSent(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname.endsWith(`/users/${PARTICIPANT}/documents`))
      sent.push(r.url());
  });
  return sent;
}

/** Signs in as the users-only account and opens the participant's Documents tab. */
export async function openDocuments(page: Page): Promise<void> {
  await signIn(page, accounts.newstaff, { path: `/users/${PARTICIPANT}?tab=documents` });
  const upload = page.getByRole('region', { name: 'Upload a document' });
  // The in-page mock forgets an acceptance at each load; the mock backend over HTTP keeps it.
  const licence = page.getByRole('button', { name: /accept/i });
  await expect(upload.or(licence)).toBeVisible();
  if (await licence.isVisible()) await acceptLicence(page);
  await expect(upload).toBeVisible();
}

/** Chooses a 4 MB PDF named `name` and the Consent form type. */
export async function chooseFile(page: Page, name: string): Promise<void> {
  await page.getByLabel('Choose a file').setInputFiles({
    name,
    mimeType: 'application/pdf',
    buffer: pdfOf(FILE_BYTES),
  });
  await expect(page.getByText(`${name} (4 MB)`, { exact: true })).toBeVisible();
  await page.getByRole('combobox', { name: 'Document type' }).click();
  await page.getByRole('option', { name: 'Consent form', exact: true }).click();
}

/** A file name no other test or run uses. */
export const uniqueName = (what: string, worker: number) => `${what}-${worker}-${Date.now()}.pdf`;
