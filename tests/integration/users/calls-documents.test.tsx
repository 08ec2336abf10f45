import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { find, rows } from '@/mocks/db';
import { giveReason } from '../../support/reason';
import { ACCOUNTS, renderApp, signInAs } from '../app/render-app';
import { typeDate } from '../engine/date-fields';

const WAIT = { timeout: 20_000 };
const USER = 77;

beforeEach(() => signInAs(ACCOUNTS.super));

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }, WAIT));
}

describe('calls: the log, newest first; log a call; change its status', { timeout: 60_000 }, () => {
  it('logs a call with type, status, notes and follow-up date, and lists it first', async () => {
    const user = userEvent.setup();
    renderApp(`/users/${USER}?tab=calls`);
    await screen.findByRole('table', { name: 'Calls, newest first' }, WAIT);
    await user.click(screen.getByRole('button', { name: 'Log a call' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log a call' });
    await user.click(within(dialog).getByRole('button', { name: 'Save call' }));
    expect(within(dialog).getByText('Call type is a required field')).toBeVisible();
    await choose(user, 'Call type', 'Kit support');
    await choose(user, 'Status', 'Completed');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Notes' }), {
      target: { value: 'Kit arrived damaged; sending another.' },
    });
    // The console's en-GB picker, typed in UK order whatever the browser's language.
    await typeDate(user, 'Follow-up date', '15/01/2027');
    await user.click(within(dialog).getByRole('button', { name: 'Save call' }));
    expect(await screen.findByText('Call logged', {}, WAIT)).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Calls, newest first' }, WAIT);
    await waitFor(
      () => expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Kit arrived damaged'),
      WAIT,
    );
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('15 Jan 2027');
    const saved = rows('call-logs')
      .filter((c) => c.user_id === USER)
      .at(-1)!;
    expect(saved).toMatchObject({ notes: 'Kit arrived damaged; sending another.', caller_id: 1 });
  }, 40_000);

  it("changes a call's status through PUT /admin/calls/{id}, from its own page", async () => {
    const user = userEvent.setup();
    renderApp(`/users/${USER}?tab=calls`);
    const table = await screen.findByRole('table', { name: 'Calls, newest first' }, WAIT);
    const first = within(table).getAllByRole('row')[1]!;
    await user.click(within(first).getAllByRole('link')[0]!);
    expect(await screen.findByRole('heading', { level: 1, name: /^Call \d+$/ }, WAIT)).toBeVisible();
    const id = Number(/Call (\d+)/.exec(document.title)?.[1]);
    const status = await screen.findByRole('combobox', { name: /^Status of the call of/ }, WAIT);
    await waitFor(() => expect(status).not.toHaveAttribute('aria-disabled'), WAIT);
    await user.click(status);
    await user.click(await screen.findByRole('option', { name: 'Left voicemail' }, WAIT));
    expect(await screen.findByText('Call status changed', {}, WAIT)).toBeVisible();
    const voicemail = rows('call-statuses').find((s) => s.label === 'Left voicemail')!;
    expect(find('call-logs', id)?.status_id).toBe(voicemail.id);
  });
});

describe('documents: upload checked before sending, shown inline, reviewed', { timeout: 60_000 }, () => {
  it('refuses a file of the wrong kind or too large before anything is sent', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderApp(`/users/${USER}?tab=documents`);
    const input = await screen.findByLabelText('Choose a file', { selector: 'input' }, WAIT);
    await user.upload(input, new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));
    expect(await screen.findByText(/This kind of file cannot be uploaded/)).toBeVisible();
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'scan.pdf', { type: 'application/pdf' });
    await user.upload(input, big);
    expect(await screen.findByText('The file is larger than 10 MB.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Upload' })).not.toBeInTheDocument();
  });

  it('uploads a dropped PDF as a consent form, which then waits for review and is approved', async () => {
    const user = userEvent.setup();
    renderApp(`/users/${USER}?tab=documents`);
    const zone = await screen.findByTestId('document-drop-zone', {}, WAIT);
    const file = new File(['%PDF-1.4 consent'], 'consent-2026.pdf', { type: 'application/pdf' });
    fireEvent.drop(zone, { dataTransfer: { files: [file] } });
    expect(await screen.findByText(/consent-2026\.pdf \(1 KB\)/)).toBeVisible();
    await choose(user, 'Document type', 'Consent form');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('consent-2026.pdf uploaded', {}, WAIT)).toBeVisible();
    expect(rows('documents').filter((d) => d.file_name === 'consent-2026.pdf')).toHaveLength(1);
    const row = (await screen.findByRole('link', { name: 'consent-2026.pdf' }, WAIT)).closest('tr')!;
    expect(within(row).getByText('Pending review')).toBeVisible();
    await user.click(within(row).getByRole('button', { name: 'Approve consent-2026.pdf' }));
    await giveReason(user, 'Data quality review');
    expect(await screen.findByText('Document approved', {}, WAIT)).toBeVisible();
    expect(rows('documents').at(-1)).toMatchObject({ status: 'approved', reviewed_by: 1 });
  }, 40_000);

  it('rejects a document only with a reason, shown on its own page', async () => {
    const user = userEvent.setup();
    renderApp(`/users/${USER}?tab=documents`);
    await screen.findByTestId('document-drop-zone', {}, WAIT);
    const reject = (await screen.findAllByRole('button', { name: /^Reject / }, WAIT))[0]!;
    const name = reject.getAttribute('aria-label')!.replace(/^Reject /, '');
    await user.click(reject);
    const dialog = await screen.findByRole('dialog', { name: `Reject ${name}` });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Reason for rejecting is a required field')).toBeVisible();
    await user.type(
      within(dialog).getByRole('textbox', { name: /Reason for rejecting/ }),
      'Signature missing on page 2',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Document rejected', {}, WAIT)).toBeVisible();
    await user.click(screen.getAllByRole('link', { name })[0]!);
    expect(await screen.findByText('Signature missing on page 2', {}, WAIT)).toBeVisible();
    expect(screen.getByText('Rejected')).toBeVisible();
  });

  it('shows an image inline on the document page and offers other files as downloads', async () => {
    const doc = () => rows('documents').filter((d) => d.user_id === USER);
    renderApp(`/users/${USER}?tab=documents`);
    await screen.findByTestId('document-drop-zone', {}, WAIT);
    const png = doc().find((d) => String(d.file_name).endsWith('.png'));
    if (!png) throw new Error('the seeded participant has no image');
    const page = renderApp(`/users/${USER}/document/${png.id}`);
    expect(await page.findByRole('img', { name: `Preview of ${String(png.file_name)}` }, WAIT)).toBeVisible();
  });
});
