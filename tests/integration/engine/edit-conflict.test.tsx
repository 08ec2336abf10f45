import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { entities } from '@/app/registry';
import { getToken } from '@/auth';
import { createBaseDataProvider, createDataProvider } from '@/data';
import axe from 'axe-core';
import { http } from 'msw';
import { find } from '@/mocks/db';
import { server } from '@/mocks/node';
import { labelPattern } from './cases';
import { renderAdmin, signInSuperuser } from './render-admin';

type Row = Record<string, unknown>;
const STUDY = 1;

/** Another session: its own provider, saving from the record as it read it. */
async function otherSessionSaves(changes: Row): Promise<void> {
  signInSuperuser();
  const other = createBaseDataProvider(entities);
  const { data } = await other.getOne('studies', { id: STUDY });
  await other.update('studies', { id: STUDY, data: { ...data, ...changes }, previousData: data });
}

const stored = () => find('studies', STUDY) ?? {};

async function openStudy() {
  const dataProvider = createDataProvider(entities);
  const update = vi.spyOn(dataProvider, 'update');
  const utils = renderAdmin(`/studies/${STUDY}`, { dataProvider });
  const researcher = await screen.findByLabelText(labelPattern('Researcher'));
  return { ...utils, update, researcher };
}

/** The bodies and If-Match headers of the saves that reach the server, passed on unchanged. */
function watchSaves(): Array<{ body: unknown; ifMatch: string | null }> {
  const seen: Array<{ body: unknown; ifMatch: string | null }> = [];
  server.use(
    http.put(`*/api/studies/${STUDY}`, async ({ request }) => {
      seen.push({ body: await request.clone().json(), ifMatch: request.headers.get('If-Match') });
    }),
  );
  return seen;
}

async function typeOver(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  await userEvent.type(input, text);
}

// Whole edit screens, typed into by user-event: slower than the default allows on a shared machine.
describe(
  'no silent overwrite: a save made after someone else saved shows both versions',
  { timeout: 60_000 },
  () => {
    it('keeps their title and the typed researcher, saved against the version the server has', async () => {
      const { update, researcher, location } = await openStudy();
      const loadedTitle = String(stored().title);
      await otherSessionSaves({ title: 'Sleep and memory in shift workers' });
      const version = stored().updated_at;
      const saves = watchSaves();

      await typeOver(researcher, 'Dr Grace Hopper');
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));

      const dialog = await screen.findByRole('dialog', { name: 'Someone else saved this record' });
      await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
      // jsdom has no layout, so contrast is left to the browser suite.
      const audit = await axe.run(dialog, { rules: { 'color-contrast': { enabled: false } } });
      expect(audit.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
      // Only the field that differs: the title; the researcher only this form changed.
      expect(within(dialog).getAllByRole('radiogroup')).toHaveLength(1);
      const title = within(dialog).getByRole('radiogroup', { name: labelPattern('Title') });
      expect(
        within(title).getByRole('radio', { name: `Yours (as you opened it): ${loadedTitle}` }),
      ).not.toBeChecked();
      expect(
        within(title).getByRole('radio', {
          name: 'Saved by someone else: Sleep and memory in shift workers',
        }),
      ).toBeChecked();

      await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(location.pathname).toBe(`/studies/${STUDY}/show`));
      expect(stored()).toMatchObject({
        title: 'Sleep and memory in shift workers',
        researcher: 'Dr Grace Hopper',
      });
      const retry = update.mock.calls.at(-1)?.[1];
      expect(retry?.previousData?.updated_at).toBe(version);
      // Both saves carried the researcher alone: the refused one on the version the form opened,
      // the second on the version the other session saved.
      const researcherOnly = { data: { researcher: 'Dr Grace Hopper' } };
      expect(saves).toHaveLength(2);
      expect(saves[0]?.body).toEqual(researcherOnly);
      expect(saves[0]?.ifMatch).not.toBe(JSON.stringify(version));
      expect(saves[1]).toEqual({ body: researcherOnly, ifMatch: JSON.stringify(version) });
    });

    it('lets the user keep theirs or take the server value per field, or all at once', async () => {
      const { researcher, location } = await openStudy();
      const title = await screen.findByLabelText(labelPattern('Title'));
      await otherSessionSaves({ title: 'Their title', sponsor_lead: 'Their sponsor', goal: 'Their goal' });

      await typeOver(title, 'Mine');
      await typeOver(screen.getByLabelText(labelPattern('Goal')), 'Aim');
      await typeOver(researcher, 'Res');
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));

      const dialog = await screen.findByRole('dialog', { name: 'Someone else saved this record' });
      const group = (name: string) => within(dialog).getByRole('radiogroup', { name: labelPattern(name) });
      expect(within(group('Title')).getByRole('radio', { name: 'Yours: Mine' })).toBeChecked();
      expect(within(group('Goal')).getByRole('radio', { name: 'Yours: Aim' })).toBeChecked();
      expect(
        within(group('Sponsor lead')).getByRole('radio', { name: /^Saved by someone else/ }),
      ).toBeChecked();

      await userEvent.click(within(dialog).getByRole('button', { name: 'Take all theirs' }));
      expect(
        within(group('Title')).getByRole('radio', { name: 'Saved by someone else: Their title' }),
      ).toBeChecked();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Keep all mine' }));
      // Then, by keyboard, the goal goes back to theirs.
      within(group('Goal')).getByRole('radio', { name: 'Yours: Aim' }).focus();
      await userEvent.keyboard('{ArrowRight}');
      expect(
        within(group('Goal')).getByRole('radio', { name: 'Saved by someone else: Their goal' }),
      ).toBeChecked();

      await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(location.pathname).toBe(`/studies/${STUDY}/show`));
      expect(stored()).toMatchObject({
        title: 'Mine',
        goal: 'Their goal',
        researcher: 'Res',
        sponsor_lead: expect.any(String),
      });
    });

    it('goes back to the form with everything typed, focus on Save, and asks again on the next save', async () => {
      const { researcher, location } = await openStudy();
      await otherSessionSaves({ title: 'Their title' });
      await typeOver(researcher, 'Dr Ada Lovelace');
      const save = screen.getByRole('button', { name: 'Save' });
      await userEvent.click(save);
      await screen.findByRole('dialog');
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(save).toHaveFocus());
      expect(researcher).toHaveValue('Dr Ada Lovelace');
      expect(stored().researcher).not.toBe('Dr Ada Lovelace');

      await userEvent.click(save);
      expect(await screen.findByRole('dialog')).toBeInTheDocument();
      expect(location.pathname).toBe(`/studies/${STUDY}`);
    });

    it('says so when the other save touched only what the form does not show, and saves both', async () => {
      const { researcher, location } = await openStudy();
      signInSuperuser();
      // Unlocking is a write of its own: the version moves on, no field of the form changes.
      await fetch(`/api/admin/studies/${STUDY}/unlock`, {
        method: 'PUT',
        headers: { Authorization: `Bearer ${String(getToken())}` },
      });
      await typeOver(researcher, 'Dr Ada Lovelace');
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      const dialog = await screen.findByRole('dialog', { name: 'Someone else saved this record' });
      expect(dialog).toHaveTextContent(/in fields this form does not show/);
      expect(within(dialog).queryByRole('radiogroup')).not.toBeInTheDocument();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(location.pathname).toBe(`/studies/${STUDY}/show`));
      expect(stored()).toMatchObject({ researcher: 'Dr Ada Lovelace', locked_by: null });
    });

    it('still shows a 409 with field errors under its input, without the dialog', async () => {
      const { location } = await openStudy();
      const key = await screen.findByLabelText(labelPattern('Key'));
      const taken = String(find('studies', 2)?.key);
      await typeOver(key, taken);
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText(/already exists$/)).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(key).toHaveValue(taken);
      expect(location.pathname).toBe(`/studies/${STUDY}`);
    });
  },
);
