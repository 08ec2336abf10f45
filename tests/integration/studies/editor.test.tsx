import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { draftOf, stateOf } from '@resources/studies/mocks/store';
import { readiness } from '@resources/studies/readiness';
import { localeName } from '@/i18n';
import { auditEntries } from '@/mocks/audit/log';
import { rows } from '@/mocks/db';
import { giveReason } from '../../support/reason';
import { ACCOUNTS, PASSWORD, renderApp, signInAs } from '../app/render-app';

const WAIT = { timeout: 10_000 };
// Whole screens against the mock backend, several steps each: slower than one widget on a busy machine.
vi.setConfig({ testTimeout: 40_000 });

describe('the study editor under the check-out', () => {
  it('starts a draft when a published study is checked out, and saves with Ctrl+S', async () => {
    signInAs(ACCOUNTS.staff);
    const published = stateOf('1')?.versions.at(-1)?.version ?? 0;
    renderApp('/studies/1');
    const title = await screen.findByLabelText(/^Title/, {}, WAIT);
    expect(title).toBeDisabled();
    await userEvent.click(await screen.findByRole('button', { name: 'Check out' }));
    await waitFor(() => expect(title).toBeEnabled(), WAIT);
    expect(screen.getByText(`Draft version ${published + 1}`)).toBeVisible();
    await userEvent.type(title, ' (wave 2)');
    await userEvent.keyboard('{Control>}s{/Control}');
    // The study is live: a save of its next draft asks why, and the save carries the answer.
    await giveReason(userEvent.setup(), 'Correcting an error', undefined, WAIT);
    expect(await screen.findByText('All changes saved', {}, WAIT)).toBeVisible();
    expect(auditEntries().at(-1)).toMatchObject({
      call: 'PATCH /admin/studies/{id}',
      reason: 'Correcting an error',
    });
    expect(draftOf(stateOf('1')!)?.fields.title).toMatch(/\(wave 2\)$/);
  });

  it('shows a draft held by another read-only with their name, without a way to break it', async () => {
    signInAs(ACCOUNTS.staff);
    renderApp('/studies/2');
    expect(await screen.findByText(/Checked out by Sam Super since/, {}, WAIT)).toBeVisible();
    expect(screen.getByLabelText(/^Title/)).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Break/ })).toBeNull();
  });

  it("lets a superuser break another's lock after naming the holder", async () => {
    signInAs(ACCOUNTS.super);
    renderApp('/studies/7');
    await userEvent.click(await screen.findByRole('button', { name: "Break Stella Staff's lock…" }, WAIT));
    const dialog = await screen.findByRole('alertdialog', { name: "Break Stella Staff's lock?" });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Break the lock' }));
    expect(await screen.findByText(/Nobody has checked this out/, {}, WAIT)).toBeVisible();
    expect(stateOf('7')?.lock).toBeNull();
  });

  it('a lost check-out keeps what was typed, saves nothing and offers the way back', async () => {
    signInAs(ACCOUNTS.staff);
    renderApp('/studies/3');
    await userEvent.click(await screen.findByRole('button', { name: 'Check out' }, WAIT));
    const title = await screen.findByLabelText(/^Title/, {}, WAIT);
    await waitFor(() => expect(title).toBeEnabled(), WAIT);
    const stored = draftOf(stateOf('3')!)?.fields.title;
    await userEvent.type(title, ' (mine)');
    // Meanwhile a superuser broke the lock and took the draft.
    stateOf('3')!.lock = { id: 1, name: 'Sam Super', at: new Date().toISOString() };
    await userEvent.keyboard('{Control>}s{/Control}');
    // Study 3 is live: the save asks why before it is sent, and the server then refuses it.
    await giveReason(userEvent.setup(), 'Correcting an error', undefined, WAIT);
    const dialog = await screen.findByRole('alertdialog', { name: 'Your check-out was lost' }, WAIT);
    expect(dialog).toHaveTextContent('Sam Super');
    expect(
      (within(dialog).getByRole('textbox', { name: /as text/i }) as HTMLTextAreaElement).value,
    ).toContain('(mine)');
    expect(screen.getByLabelText(/^Title/, { selector: 'input' })).toHaveValue(`${String(stored)} (mine)`);
    expect(draftOf(stateOf('3')!)?.fields.title).toBe(stored);
  });

  it('picks the joining flow by title among the study’s own flows, and saves its id', async () => {
    signInAs(ACCOUNTS.staff);
    // A live study with a choice to make (two flows of its own at least), that nobody has checked out.
    const sid = String(
      rows('studies').find(
        (r) =>
          r.is_published === true &&
          r.has_draft !== true &&
          rows('flows').filter((f) => f.study_id === r.id).length > 1,
      )?.id,
    );
    renderApp(`/studies/${sid}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Check out' }, WAIT));
    const picker = await screen.findByRole('combobox', { name: 'Joining flow' }, WAIT);
    await waitFor(() => expect(picker).toBeEnabled(), WAIT);
    await userEvent.click(picker);
    const options = await screen.findAllByRole('option', {}, WAIT);
    const own = rows('flows').filter((f) => String(f.study_id) === sid);
    expect(own.length).toBeGreaterThan(0);
    // The current choice, then only this study's flows, each named with its state and id.
    const current = draftOf(stateOf(sid)!)?.fields.joining_flow_id;
    const others = options.filter((o) => !o.textContent?.endsWith(`#${String(current)})`));
    expect(others).toHaveLength(Math.min(own.filter((f) => f.id !== current).length, 20));
    for (const o of others) expect(own.some((f) => o.textContent?.endsWith(`#${String(f.id)})`))).toBe(true);
    if (!own.some((f) => f.id === current))
      expect(screen.getByText(/belongs to another study/)).toBeVisible();
    const [first] = others;
    const id = Number(/#(\d+)\)$/.exec(first?.textContent ?? '')?.[1]);
    await userEvent.click(first!);
    expect(picker).toHaveValue(first?.textContent);
    await userEvent.keyboard('{Control>}s{/Control}');
    await giveReason(userEvent.setup(), 'Correcting an error', undefined, WAIT);
    expect(await screen.findByText('All changes saved', {}, WAIT)).toBeVisible();
    expect(draftOf(stateOf(sid)!)?.fields.joining_flow_id).toBe(id);
  });

  it('discards the draft after saying what goes', async () => {
    signInAs(ACCOUNTS.staff);
    renderApp('/studies/3');
    await userEvent.click(await screen.findByRole('button', { name: 'Check out' }, WAIT));
    await userEvent.click(await screen.findByRole('button', { name: 'Discard draft…' }, WAIT));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('The draft is deleted');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Discard draft' }));
    await waitFor(() => expect(draftOf(stateOf('3')!)).toBeUndefined(), WAIT);
    expect(await screen.findByText(/Version \d+ published/, {}, WAIT)).toBeVisible();
  });
});

describe('locales and publishing', () => {
  it('adds a locale, and removes one after saying how many texts go', async () => {
    signInAs(ACCOUNTS.staff);
    renderApp('/studies/5?tab=locales');
    await userEvent.click(await screen.findByRole('button', { name: 'Check out' }, WAIT));
    await userEvent.click(await screen.findByLabelText('Locale to add', {}, WAIT));
    await userEvent.click(await screen.findByRole('option', { name: 'Polish (pl-pl)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add locale' }));
    // Locales are named in words, with their code.
    expect(
      await screen.findByRole('button', { name: 'Remove Polish (Poland) · pl-pl…' }, WAIT),
    ).toBeVisible();
    expect(screen.getByText(/pl-pl: \d+ missing/)).toBeVisible();

    const draft = draftOf(stateOf('5')!)!;
    const other = draft.locales.find((l) => l !== 'en-gb' && l !== 'pl-pl')!;
    await userEvent.click(screen.getByRole('button', { name: `Remove ${localeName(other)}…` }));
    const dialog = await screen.findByRole('alertdialog', {
      name: new RegExp(`Remove .* \\(${other}\\) from the draft\\?`),
    });
    expect(dialog).toHaveTextContent(/\d+ written texts in .* are deleted with it/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove locale' }));
    await waitFor(
      () => expect(screen.queryByRole('button', { name: `Remove ${localeName(other)}…` })).toBeNull(),
      WAIT,
    );
    expect(draftOf(stateOf('5')!)?.locales).not.toContain(other);
  });

  it('makes another locale primary after saying what changes, and saves it with the draft', async () => {
    signInAs(ACCOUNTS.staff);
    renderApp('/studies/8?tab=locales');
    await userEvent.click(await screen.findByRole('button', { name: 'Check out' }, WAIT));
    const primary = await screen.findByRole('combobox', { name: 'Primary locale' }, WAIT);
    await waitFor(() => expect(primary).not.toHaveAttribute('aria-disabled'), WAIT);
    const draft = draftOf(stateOf('8')!)!;
    const before = draft.fields.primary_locale;
    const other = draft.locales.find((l) => l !== before)!;
    expect(primary).toHaveTextContent(localeName(before));
    await userEvent.click(primary);
    await userEvent.click(await screen.findByRole('option', { name: localeName(other) }));
    const dialog = await screen.findByRole('alertdialog', {
      name: `Make ${localeName(other)} the primary locale?`,
    });
    expect(dialog).toHaveTextContent(`${localeName(before)} stays in the draft as a translation`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make primary' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), WAIT);
    // The new source cannot be removed; the old one now can.
    expect(screen.getByRole('button', { name: `Remove ${localeName(other)}…` })).toBeDisabled();
    expect(screen.getByRole('button', { name: `Remove ${localeName(before)}…` })).toBeEnabled();
    await userEvent.keyboard('{Control>}s{/Control}');
    // Study 8 is live: its next draft's save asks why.
    await giveReason(userEvent.setup(), 'Correcting an error', undefined, WAIT);
    await waitFor(() => expect(draftOf(stateOf('8')!)?.fields.primary_locale).toBe(other), WAIT);
  });

  it('refuses to publish while a locale is incomplete, then publishes with a note once translated', async () => {
    signInAs(ACCOUNTS.staff);
    const { location } = renderApp('/studies/4?tab=locales');
    await userEvent.click(await screen.findByRole('button', { name: 'Check out' }, WAIT));
    const publish = await screen.findByRole('button', { name: /^Publish version \d+…$/ }, WAIT);
    expect(publish).toBeDisabled();
    const [gap] = readiness(draftOf(stateOf('4')!)!).filter((r) => !r.complete);
    expect(gap?.gaps).toEqual([{ kind: 'field', field: 'landing_title' }]);
    expect(screen.getByText(/Publishing waits for complete locales/)).toHaveTextContent(gap!.locale);

    await userEvent.click(screen.getByRole('link', { name: 'Landing headline' }));
    expect(location()).toBe(`/studies/4/page-editor?locale=${gap!.locale}`);
  });

  it('fills a missing text beside the other locales, and publishes with a note that reaches the changelog', async () => {
    signInAs(ACCOUNTS.staff);
    renderApp('/studies/4?tab=texts');
    await userEvent.click(await screen.findByRole('button', { name: 'Check out' }, WAIT));
    const [gap] = readiness(draftOf(stateOf('4')!)!).filter((r) => !r.complete);
    const cell = await screen.findByLabelText(`Landing headline (${gap!.locale})`, {}, WAIT);
    await waitFor(() => expect(cell).toBeEnabled());
    await userEvent.type(cell, 'Ein neuer Titel');
    await userEvent.click(screen.getByRole('tab', { name: 'Locales and publishing' }));
    expect(await screen.findByText(`${gap!.locale}: complete`, {}, WAIT)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: /^Publish version \d+…$/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('list', { name: 'Changes in this version' })).toHaveTextContent(
      `Landing headline set to "Ein neuer Titel" in ${gap!.locale}`,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: /^Publish version/ }));
    expect(await within(dialog).findByText('Write what changed before publishing.')).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText(/Changelog note/), 'Headline translated');
    // Publishing is signed: the signer names themself again with both credential components.
    await userEvent.click(within(dialog).getByRole('button', { name: /^Publish version/ }));
    expect(await within(dialog).findByText('Type your email and password to sign.')).toBeVisible();
    expect(
      within(dialog).getByText(/Meaning of this signature: Approved for release to participants/),
    ).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText(/Your email/), ACCOUNTS.staff);
    await userEvent.type(within(dialog).getByLabelText(/Your password/), 'not-my-password');
    await userEvent.click(within(dialog).getByRole('button', { name: /^Publish version/ }));
    expect(await screen.findByText('The email or password is not right.', {}, WAIT)).toBeVisible();
    expect(within(dialog).getByLabelText(/Changelog note/)).toHaveValue('Headline translated');
    await userEvent.clear(within(dialog).getByLabelText(/Your password/));
    await userEvent.type(within(dialog).getByLabelText(/Your password/), PASSWORD);
    await userEvent.click(within(dialog).getByRole('button', { name: /^Publish version/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    expect(auditEntries().at(-1)?.signature).toMatchObject({ signer_name: 'Stella Staff' });
    const latest = stateOf('4')!.versions.at(-1)!;
    expect(latest).toMatchObject({
      status: 'published',
      note: 'Headline translated',
      published_by: 'Stella Staff',
    });
  });
});
