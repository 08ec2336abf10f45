import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { rows } from '@/mocks/db';
import { uploadDocument } from '@resources/users/api';
import { server } from '@/mocks/node-server';
import { ACCOUNTS, renderApp, signInAs } from '../app/render-app';

// A participant's document upload as the least-privileged account that may make it: real
// progress, a cancel that keeps the choice, one request however often Upload is pressed, and
// staff-only document types named as such.

const WAIT = { timeout: 20_000 };
const USER = 77;
const UPLOAD = '*/api/admin/users/:id/documents';
const MB = 1024 * 1024;

/** Each XMLHttpRequest the console opens (through MSW's interceptor), so a test can report progress on it. */
function watchXhr(): XMLHttpRequest[] {
  const opened: XMLHttpRequest[] = [];
  const Current = globalThis.XMLHttpRequest;
  vi.stubGlobal(
    'XMLHttpRequest',
    new Proxy(Current, {
      construct(target, args: []) {
        const xhr = Reflect.construct(target, args) as XMLHttpRequest;
        opened.push(xhr);
        return xhr;
      },
    }),
  );
  return opened;
}

/** Holds the next upload at the server until released (never, unless the test says so); counts arrivals. */
function holdNextUpload() {
  const arrived: Request[] = [];
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.post(
      UPLOAD,
      async ({ request }) => {
        arrived.push(request);
        await gate;
        // Falls through to the mock backend, which stores the document.
        return undefined;
      },
      { once: true },
    ),
  );
  return { arrived, release };
}

/**
 * Reports progress on an upload as a browser does. MSW's interceptor reports the whole body only
 * when its handler answers, and its stand-in for `upload` passes on no calls but
 * addEventListener: the event goes to the XMLHttpRequest's own upload object.
 */
const progressOn = (xhr: XMLHttpRequest, share: number) => {
  const own = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(xhr) as object, 'upload');
  const upload = own?.get?.call(xhr) as XMLHttpRequestUpload;
  const total = 1_000_000;
  upload.dispatchEvent(
    new ProgressEvent('progress', { lengthComputable: true, loaded: total * share, total }),
  );
};

async function chooseFileAndType(user: ReturnType<typeof userEvent.setup>, file: File, type: string) {
  const input = await screen.findByLabelText('Choose a file', { selector: 'input' }, WAIT);
  await user.upload(input, file);
  await user.click(await screen.findByRole('combobox', { name: 'Document type' }, WAIT));
  await user.click(await screen.findByRole('option', { name: type }, WAIT));
}

beforeEach(() => signInAs(ACCOUNTS.cohorts));
afterEach(() => vi.unstubAllGlobals());

describe('document upload: progress, cancel, one request at a time', { timeout: 60_000 }, () => {
  it('shows the bytes sent, sends once on a double click, and a cancel keeps the file to send again', async () => {
    const user = userEvent.setup();
    const opened = watchXhr();
    const held = holdNextUpload();
    renderApp(`/users/${USER}?tab=documents`);
    const file = new File([new Uint8Array(5 * MB)], 'lab-results.pdf', { type: 'application/pdf' });
    await chooseFileAndType(user, file, 'Lab report (staff only)');
    expect(
      screen.getByText('Participants cannot upload this type in their app; staff add it here.'),
    ).toBeVisible();

    // Two presses before React can show the first as pending (a double click on a slow machine).
    const press = screen.getByRole('button', { name: 'Upload' });
    act(() => {
      press.click();
      press.click();
    });
    const bar = await screen.findByRole('progressbar', { name: 'Upload progress of lab-results.pdf' }, WAIT);
    await waitFor(() => expect(held.arrived).toHaveLength(1), WAIT);
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Upload' })).catch(() => undefined);

    progressOn(opened.at(-1)!, 0.5);
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '50'));
    expect(bar).toHaveAttribute('aria-valuetext', '2.5 MB of 5 MB sent');
    const status = screen.getByRole('status', { name: 'Uploading lab-results.pdf' });
    expect(status).toHaveTextContent('2.5 MB of 5 MB sent');

    await user.click(within(status).getByRole('button', { name: 'Cancel upload' }));
    expect(await screen.findByText(/Upload cancelled: nothing was saved/)).toBeVisible();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByText('lab-results.pdf (5 MB)')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Document type' })).toHaveTextContent(
      'Lab report (staff only)',
    );
    expect(rows('documents').filter((d) => d.file_name === 'lab-results.pdf')).toHaveLength(0);
    expect(held.arrived).toHaveLength(1);

    // Sent again as chosen: this time the mock backend stores it, once.
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('lab-results.pdf uploaded', {}, WAIT)).toBeVisible();
    const stored = rows('documents').filter((d) => d.file_name === 'lab-results.pdf');
    expect(stored).toHaveLength(1);
    expect(await screen.findByRole('link', { name: 'lab-results.pdf' }, WAIT)).toBeVisible();
  });

  it('once every byte has gone, Cancel is no longer offered and the upload finishes', async () => {
    const user = userEvent.setup();
    const opened = watchXhr();
    const held = holdNextUpload();
    renderApp(`/users/${USER}?tab=documents`);
    const file = new File([new Uint8Array(2 * MB)], 'gp-letter.pdf', { type: 'application/pdf' });
    await chooseFileAndType(user, file, 'GP letter');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    const bar = await screen.findByRole('progressbar', { name: 'Upload progress of gp-letter.pdf' }, WAIT);
    await waitFor(() => expect(held.arrived).toHaveLength(1), WAIT);
    progressOn(opened.at(-1)!, 1);
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '100'));
    expect(bar).toHaveAttribute('aria-valuetext', 'All 2 MB sent; the server is storing it');
    expect(screen.getByRole('button', { name: 'Cancel upload' })).toBeDisabled();
    held.release();
    expect(await screen.findByText('gp-letter.pdf uploaded', {}, WAIT)).toBeVisible();
    expect(screen.queryByRole('progressbar', { name: /Upload progress/ })).not.toBeInTheDocument();
    expect(rows('documents').filter((d) => d.file_name === 'gp-letter.pdf')).toHaveLength(1);
  });

  it("shows the server's refusal of the file and keeps it chosen", async () => {
    const user = userEvent.setup();
    server.use(
      http.post(
        UPLOAD,
        () =>
          HttpResponse.json(
            { message: 'The given data was invalid.', errors: { file: ['could not be read'] } },
            { status: 422 },
          ),
        { once: true },
      ),
    );
    renderApp(`/users/${USER}?tab=documents`);
    const file = new File(['%PDF-1.4 letter'], 'gp-letter.pdf', { type: 'application/pdf' });
    await chooseFileAndType(user, file, 'GP letter');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('could not be read', {}, WAIT)).toBeVisible();
    expect(screen.getByText(/gp-letter\.pdf \(1 KB\)/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled();
  });

  it('a staff-only type is uploaded by any account that may change participants, and by no other', async () => {
    const file = new File(['%PDF-1.4 lab'], 'lab.pdf', { type: 'application/pdf' });
    const labReport = rows('document-types').find((t) => t.admin_upload_only === true)!;
    signInAs(ACCOUNTS.orders);
    await expect(uploadDocument(USER, file, Number(labReport.id))).rejects.toMatchObject({ status: 403 });
    signInAs(ACCOUNTS.cohorts);
    await expect(uploadDocument(USER, file, Number(labReport.id))).resolves.toMatchObject({
      file_name: 'lab.pdf',
      document_type_id: labReport.id,
    });
  });
});
