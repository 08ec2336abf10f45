import { fireEvent, screen, within } from '@testing-library/react';
import { server } from '@/mocks/node';
import { storedFlow } from '@resources/flows/mocks/store';
import { ACCOUNTS, renderApp, signInAs } from '../app/render-app';

// Flow 1's draft, cut down to its condition, consent, upload and kit blocks (its first section's
// profile questions would only lengthen the walk).
const CONDITION = 104;
const CONSENT = 109;
const UPLOAD = 110;
const KIT = 111;

function onlyTheseBlocks() {
  const draft = storedFlow(1)!.draft!;
  const ids = [CONDITION, CONSENT, UPLOAD, KIT];
  draft.blocks = draft.blocks.filter((b) => ids.includes(b.id));
  draft.sections = [{ id: 's1', title: 'Consent and samples', block_ids: ids }];
}

/** Every request that is not a read, from now on: the preview must send none. */
function writesFromNowOn(): string[] {
  const writes: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method !== 'GET') writes.push(`${request.method} ${request.url}`);
  });
  return writes;
}

afterEach(() => server.events.removeAllListeners());

async function openPreview() {
  onlyTheseBlocks();
  signInAs(ACCOUNTS.super);
  renderApp('/studies/flow/1');
  fireEvent.click(await screen.findByRole('button', { name: 'Preview' }, { timeout: 15000 }));
  return screen.findByRole('dialog', { name: /^Preview/ });
}

async function answerCondition(dialog: HTMLElement) {
  expect(
    await within(dialog).findByRole('heading', { name: /^Have you been diagnosed with .+ by a doctor\?$/ }),
  ).toBeInTheDocument();
  expect(dialog).toHaveTextContent(/Condition: \S/);
  const next = within(dialog).getByRole('button', { name: 'Next' });
  expect(next).toBeDisabled();
  fireEvent.click(within(dialog).getByRole('radio', { name: 'Yes' }));
  fireEvent.click(next);
  return within(dialog).findByRole('heading', { name: 'Consent to take part' });
}

const file = (name: string, bytes: number) => new File([new Uint8Array(bytes)], name);

describe('flow preview: condition, consent, upload and kit blocks', { timeout: 60_000 }, () => {
  it('walks them as a participant: the question, the consent ticked, a file checked locally, the kit', async () => {
    const dialog = await openPreview();
    const writes = writesFromNowOn();
    await answerCondition(dialog);

    expect(await within(dialog).findByText(/Taking part is voluntary/)).toBeInTheDocument();
    const agree = within(dialog).getByRole('button', { name: 'Continue' });
    expect(agree).toBeDisabled();
    fireEvent.click(
      within(dialog).getByRole('checkbox', { name: 'I have read the information and agree to take part.' }),
    );
    fireEvent.click(agree);

    expect(
      await within(dialog).findByRole('heading', { name: 'Upload your latest clinic letter' }),
    ).toBeVisible();
    expect(dialog).toHaveTextContent('File kinds: PDF, JPG, PNG');
    expect(dialog).toHaveTextContent('Each file up to 10 MB');
    expect(dialog).toHaveTextContent('Up to 3 files');
    const picker = within(dialog).getByLabelText('Choose files');
    expect(picker).toHaveAttribute('type', 'file');
    fireEvent.change(picker, { target: { files: [file('notes.docx', 2048)] } });
    const chosen = within(dialog).getByRole('list', { name: 'Chosen files' });
    expect(chosen).toHaveTextContent('notes.docx');
    expect(chosen).toHaveTextContent('2 KB: not an accepted kind');
    expect(within(dialog).getByRole('button', { name: 'Next' })).toBeDisabled();
    fireEvent.change(picker, { target: { files: [file('letter.pdf', 5000)] } });
    expect(within(dialog).getByRole('list', { name: 'Chosen files' })).toHaveTextContent(
      'letter.pdf5 KB: within the limits',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));

    expect(await within(dialog).findByRole('heading', { name: 'Order your saliva kit' })).toBeVisible();
    expect(dialog).toHaveTextContent('Kit ordered for the participant: Saliva (DNA)');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Completed: the participant reached the end.',
    );
    const path = within(dialog).getByRole('list');
    expect(
      within(path)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringMatching(/^1\. Have you been diagnosed/),
      '2. Consent to take part',
      '3. Upload your latest clinic letter',
      '4. Order your saliva kit',
    ]);
    expect(writes).toEqual([]);
  });

  it('ends the path where the required consent is refused', async () => {
    const dialog = await openPreview();
    await answerCondition(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'I do not agree' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Ended at "Consent to take part": consent was not given.',
    );
    expect(within(within(dialog).getByRole('list')).getAllByRole('listitem')).toHaveLength(2);
    expect(within(dialog).queryByRole('heading', { name: 'Upload your latest clinic letter' })).toBeNull();
  });
});
