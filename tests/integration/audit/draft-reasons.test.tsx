import type { Editor } from '@tiptap/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { draftOf, stateOf } from '@resources/studies/mocks/store';
import { auditEntries } from '@/mocks/audit/log';
import { rows } from '@/mocks/db';
import { tokenFor } from '@/mocks/node';
import { giveReason } from '../../support/reason';
import { ACCOUNTS, renderApp, signInAs } from '../app/render-app';

// The editors' draft saves ask why where the table of risky writes says so: a flow draft whose
// consent text changed, and the next draft of a study already live. Run as staff, the least
// privileged demo account that may edit flows and studies.

const WAIT = { timeout: 20_000 };
const FLOW = 4;
const ADDED = 'You may ask the study team questions at any time.';

type Blocks = { id: number; type_id: string; heading: string; data: Record<string, unknown> }[];

async function serverBlocks(): Promise<Blocks> {
  const res = await fetch(`/api/admin/flows/${FLOW}`, {
    headers: { Authorization: `Bearer ${tokenFor(ACCOUNTS.super)}` },
  });
  return ((await res.json()) as { data: { blocks: Blocks } }).data.blocks;
}

const dialog = () => screen.queryByRole('dialog', { name: 'Why is this change made?' });

async function checkOutAt(path: string) {
  signInAs(ACCOUNTS.staff);
  const app = renderApp(path);
  fireEvent.click(await screen.findByRole('button', { name: 'Check out' }, WAIT));
  await waitFor(() => expect(screen.getByRole('textbox', { name: /Heading \(en-gb\)/ })).toBeEnabled(), WAIT);
  return app;
}

/** Types into the consent text (the rich-text editor of the block). */
async function consentText(): Promise<HTMLElement & { editor: Editor }> {
  await waitFor(() => expect(document.querySelector('.ProseMirror')).not.toBeNull(), WAIT);
  return document.querySelector('.ProseMirror') as HTMLElement & { editor: Editor };
}

describe("a flow draft's consent text, changed", { timeout: 90_000 }, () => {
  it('asks why on save: Cancel sends nothing and keeps the text; the reason goes with the save and shows in History', async () => {
    const consent = (await serverBlocks()).find((b) => b.type_id === 'informed_consent');
    expect(consent).toBeDefined();
    const stored = String(consent?.data.body_html);
    expect(stored).not.toContain(ADDED);
    const user = userEvent.setup();
    await checkOutAt(`/studies/flow/${FLOW}/block/${consent?.id}`);
    (await consentText()).editor.commands.insertContent(`<p>${ADDED}</p>`);
    await waitFor(() => expect(screen.getByText('Unsaved changes')).toBeVisible(), WAIT);
    const before = auditEntries().length;

    fireEvent.keyDown(window, { key: 's', ctrlKey: true });
    const asked = await screen.findByRole('dialog', { name: 'Why is this change made?' }, WAIT);
    expect(asked).toHaveTextContent('Changing a consent block');
    await user.click(within(asked).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText(/changing a consent block needs a reason/, {}, WAIT)).toBeVisible();
    expect((await consentText()).textContent).toContain(ADDED);
    expect(auditEntries()).toHaveLength(before);
    expect((await serverBlocks()).find((b) => b.id === consent?.id)?.data.body_html).toBe(stored);

    fireEvent.keyDown(window, { key: 's', ctrlKey: true });
    await giveReason(user, 'Correcting an error', 'ethics committee wording', WAIT);
    await waitFor(
      async () =>
        expect(String((await serverBlocks()).find((b) => b.id === consent?.id)?.data.body_html)).toContain(
          ADDED,
        ),
      WAIT,
    );
    const written = auditEntries().slice(before);
    expect(written.map((e) => e.call)).toEqual(['PATCH /admin/flows/{id}', 'POST /admin/flows/{id}/blocks']);
    for (const e of written) expect(e.reason).toBe('Correcting an error: ethics committee wording');

    // The reason dialog closes first; then the editor's tabs are reachable again.
    await user.click(await screen.findByRole('tab', { name: 'Change history' }, WAIT));
    const history = await screen.findByRole('list', { name: 'History' }, WAIT);
    expect(
      (await within(history).findAllByText('Reason: Correcting an error: ethics committee wording', {}, WAIT))
        .length,
    ).toBeGreaterThan(0);
  });

  it('does not ask when only another block changed', async () => {
    const blocks = await serverBlocks();
    const other = blocks.find((b) => b.type_id !== 'informed_consent');
    expect(blocks.some((b) => b.type_id === 'informed_consent')).toBe(true);
    await checkOutAt(`/studies/flow/${FLOW}/block/${other?.id}`);
    const before = auditEntries().length;
    fireEvent.change(screen.getByRole('textbox', { name: /Heading \(en-gb\)/ }), {
      target: { value: 'A question reworded' },
    });
    fireEvent.keyDown(window, { key: 's', ctrlKey: true });
    await waitFor(
      async () =>
        expect((await serverBlocks()).find((b) => b.id === other?.id)?.heading).toBe('A question reworded'),
      WAIT,
    );
    expect(dialog()).toBeNull();
    const written = auditEntries().slice(before);
    expect(written.map((e) => e.call)).toEqual(['PATCH /admin/flows/{id}', 'POST /admin/flows/{id}/blocks']);
    for (const e of written) expect(e.reason).toBeNull();
  });
});

/** Study `sid`'s editor as staff, checked out, with its title field ready to type in. */
async function checkedOutStudy(sid: string) {
  signInAs(ACCOUNTS.staff);
  const user = userEvent.setup();
  renderApp(`/studies/${sid}`);
  await user.click(await screen.findByRole('button', { name: 'Check out' }, WAIT));
  const title = await screen.findByLabelText(/^Title/, { selector: 'input' }, WAIT);
  await waitFor(() => expect(title).toBeEnabled(), WAIT);
  return { user, title };
}

/** Ctrl+S on a live study's draft: the reason is asked, Cancel sends nothing and says so. */
async function saveAskedThenCancel(user: ReturnType<typeof userEvent.setup>) {
  await user.keyboard('{Control>}s{/Control}');
  const asked = await screen.findByRole('dialog', { name: 'Why is this change made?' }, WAIT);
  expect(asked).toHaveTextContent('Editing a published study');
  await user.click(within(asked).getByRole('button', { name: 'Cancel' }));
  expect(await screen.findByText(/editing a published study needs a reason/, {}, WAIT)).toBeVisible();
}

describe("a study draft's save", { timeout: 90_000 }, () => {
  const studyWhere = (live: boolean) =>
    String(rows('studies').find((r) => (r.is_published === true) === live && r.has_draft !== true)?.id);

  it('asks why for a live study: Cancel keeps the title and saves nothing; the reason is recorded', async () => {
    const sid = studyWhere(true);
    const { user, title } = await checkedOutStudy(sid);
    const stored = draftOf(stateOf(sid)!)?.fields.title;
    await user.type(title, ' (wave 2)');
    const before = auditEntries().length;

    await saveAskedThenCancel(user);
    expect(screen.getByLabelText(/^Title/, { selector: 'input' })).toHaveValue(`${String(stored)} (wave 2)`);
    expect(draftOf(stateOf(sid)!)?.fields.title).toBe(stored);
    expect(auditEntries()).toHaveLength(before);

    await user.keyboard('{Control>}s{/Control}');
    await giveReason(user, 'Correcting an error', 'sponsor asked', WAIT);
    expect(await screen.findByText('All changes saved', {}, WAIT)).toBeVisible();
    expect(draftOf(stateOf(sid)!)?.fields.title).toBe(`${String(stored)} (wave 2)`);
    expect(auditEntries().slice(before)).toMatchObject([
      { call: 'PATCH /admin/studies/{id}', reason: 'Correcting an error: sponsor asked' },
    ]);
  });

  it('does not ask for a study never published', async () => {
    const sid = studyWhere(false);
    const { user, title } = await checkedOutStudy(sid);
    await user.type(title, ' (pilot)');
    const before = auditEntries().length;
    await user.keyboard('{Control>}s{/Control}');
    expect(await screen.findByText('All changes saved', {}, WAIT)).toBeVisible();
    expect(dialog()).toBeNull();
    expect(draftOf(stateOf(sid)!)?.fields.title).toMatch(/\(pilot\)$/);
    expect(auditEntries().slice(before)).toMatchObject([{ call: 'PATCH /admin/studies/{id}', reason: null }]);
  });
});

describe("a content item of a live study, saved on the study's draft", { timeout: 90_000 }, () => {
  it('asks why: Cancel keeps the typed title and saves nothing; the reason is recorded with the save', async () => {
    const live = rows('studies').find((r) => r.is_published === true && r.has_draft !== true);
    const sid = String(live?.id);
    const item = stateOf(sid)?.versions.at(-1)?.content[0];
    expect(item).toBeDefined();
    signInAs(ACCOUNTS.staff);
    const user = userEvent.setup();
    renderApp(`/studies/${sid}/content/${String(item?.id)}?locale=de-de`);
    await user.click(await screen.findByRole('button', { name: 'Check out' }, WAIT));
    const title = await screen.findByLabelText('Title (de-de)', {}, WAIT);
    await waitFor(() => expect(title).toBeEnabled(), WAIT);
    await user.clear(title);
    await user.type(title, 'Einwilligung, kurz');
    const before = auditEntries().length;

    await saveAskedThenCancel(user);
    expect(screen.getByLabelText('Title (de-de)')).toHaveValue('Einwilligung, kurz');
    expect(auditEntries()).toHaveLength(before);

    await user.keyboard('{Control>}s{/Control}');
    await giveReason(user, 'Correcting an error', 'translation checked', WAIT);
    expect(await screen.findByText('All changes saved', {}, WAIT)).toBeVisible();
    expect(draftOf(stateOf(sid)!)?.content.find((c) => c.id === item?.id)?.title['de-de']).toBe(
      'Einwilligung, kurz',
    );
    expect(auditEntries().slice(before)).toMatchObject([
      { call: 'PUT /admin/studies/{id}/content/{item}', reason: 'Correcting an error: translation checked' },
    ]);
  });
});
