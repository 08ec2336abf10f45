import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { rows } from '@/mocks/db';
import { server } from '@/mocks/node';
import { ACCOUNTS, renderApp, signInAs } from '../app/render-app';

const SITE = 1;
const LONG = { timeout: 15000 };

/** Site 1's referrals as the mock holds them: patients on its study sites. */
const referralsOfSite = () => {
  const studySites = new Set(
    rows('study-sites')
      .filter((s) => s.site_id === SITE)
      .map((s) => s.id),
  );
  return rows('patients').filter((p) => studySites.has(p.study_site_id as number));
};
const referralTable = () => screen.findByRole('table', { name: 'Participants referred to this site' }, LONG);

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
}

// Whole-app renders with the form and the dialog: slow to transform on a busy machine.
describe('spec §2 /sites/{site_id}: nested tabs default and referrals', { timeout: 40_000 }, () => {
  it('the default tab shows the form, the address as a block and the studies with sponsor codes', async () => {
    signInAs(ACCOUNTS.staff);
    const { location } = renderApp(`/sites/${SITE}`);
    const tabs = await screen.findByRole('tablist', { name: 'Site sections' }, LONG);
    expect(within(tabs).getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
    const name = await screen.findByRole('textbox', { name: /^Name/ }, LONG);
    const site = rows('sites').find((s) => s.id === SITE)!;
    await waitFor(() => expect(name).toHaveValue(String(site.name)));

    const address = screen.getByRole('region', { name: 'Address' });
    const postal = site.address_json as Record<string, string>;
    expect(within(address).getByText(postal.line1!)).toBeInTheDocument();
    expect(within(address).getByText(postal.postcode!)).toBeInTheDocument();

    const studies = await screen.findByRole('table', { name: 'Studies at this site' }, LONG);
    const studySites = rows('study-sites').filter((s) => s.site_id === SITE);
    expect(studySites.length).toBeGreaterThan(0);
    const first = studySites[0]!;
    const title = String(rows('studies').find((s) => s.id === first.study_id)?.title);
    const row = (await within(studies).findByRole('link', { name: title })).closest('tr')!;
    expect(row).toHaveTextContent(String(first.sponsor_study_site_code));
    expect(within(studies).getAllByRole('row')).toHaveLength(studySites.length + 1);

    await userEvent.click(within(tabs).getByRole('tab', { name: 'Referrals' }));
    await waitFor(() => expect(location()).toBe(`/sites/${SITE}/referrals`));
    expect(await referralTable()).toBeInTheDocument();
  });

  it('the referrals tab has its own address and lists the participants with status and admin status', async () => {
    signInAs(ACCOUNTS.staff);
    renderApp(`/sites/${SITE}/referrals`);
    const table = await referralTable();
    expect(screen.getByRole('tab', { name: 'Referrals' })).toHaveAttribute('aria-selected', 'true');
    const expected = referralsOfSite();
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(expected.length + 1));
    const patient = expected[0]!;
    const row = within(table).getByText(String(patient.subject_id)).closest('tr')!;
    const status = rows('patient-statuses').find((s) => s.id === patient.status_id)?.label;
    const admin = rows('patient-admin-statuses').find((s) => s.id === patient.admin_status_id)?.label;
    expect(row).toHaveTextContent(String(status));
    expect(row).toHaveTextContent(String(admin));
    expect(row).toHaveTextContent(String(patient.name));
  });

  it('filters by admin status', async () => {
    const user = userEvent.setup();
    signInAs(ACCOUNTS.staff);
    renderApp(`/sites/${SITE}/referrals`);
    const table = await referralTable();
    const target = referralsOfSite()[0]!;
    const label = String(rows('patient-admin-statuses').find((s) => s.id === target.admin_status_id)?.label);
    const matching = referralsOfSite().filter((p) => p.admin_status_id === target.admin_status_id);
    await choose(user, 'Admin status', label);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(matching.length + 1));
    expect(screen.getByText(matching.length === 1 ? 'One participant' : `${matching.length} participants`));
  });

  it('shows a referral’s admin status log and changes the admin status with a note, once', async () => {
    const user = userEvent.setup();
    const posts: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST') posts.push(new URL(request.url).pathname);
    });
    signInAs(ACCOUNTS.staff);
    renderApp(`/sites/${SITE}/referrals`);
    await referralTable();
    const patient = referralsOfSite()[0]!;
    const logsBefore = rows('admin-status-logs').filter((l) => l.patient_id === patient.id);
    await user.click(
      await screen.findByRole('button', { name: `Admin status of ${String(patient.subject_id)}` }),
    );

    const dialog = await screen.findByRole('dialog', {
      name: `Admin status of ${String(patient.subject_id)}`,
    });
    const log = await within(dialog).findByRole('list', { name: 'Admin status log' });
    expect(within(log).getAllByRole('listitem')).toHaveLength(logsBefore.length);

    await user.click(within(dialog).getByRole('button', { name: 'Change admin status' }));
    expect(within(dialog).getByText('A note is required.')).toBeInTheDocument();
    expect(posts).toEqual([]);

    const next = rows('patient-admin-statuses').find((s) => s.id !== patient.admin_status_id)!;
    await choose(user, 'New admin status', String(next.label));
    await user.type(within(dialog).getByRole('textbox', { name: /^Note/ }), 'Booked for Tuesday.');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Change admin status' }));

    expect(await screen.findByText(`Admin status changed to ${String(next.label)}`)).toBeInTheDocument();
    expect(posts).toEqual([`/api/admin/patients/${String(patient.id)}/admin-status`]);
    expect(rows('patients').find((p) => p.id === patient.id)?.admin_status_id).toBe(next.id);
    const logsAfter = rows('admin-status-logs').filter((l) => l.patient_id === patient.id);
    expect(logsAfter).toHaveLength(logsBefore.length + 1);
    expect(logsAfter.at(-1)).toMatchObject({
      admin_status_id: next.id,
      note: 'Booked for Tuesday.',
      changed_by: 2,
    });
    expect(within(dialog).getByText(`Current admin status: ${String(next.label)}`)).toBeInTheDocument();
    await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(logsBefore.length + 1));
    expect(within(log).getAllByRole('listitem')[0]).toHaveTextContent('Booked for Tuesday.');
    expect(within(log).getAllByRole('listitem')[0]).toHaveTextContent('Stella Staff');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const row = screen.getByText(String(patient.subject_id)).closest('tr')!;
    await waitFor(() => expect(row).toHaveTextContent(String(next.label)));
  });

  it('a change refused because the referral changed meanwhile keeps the note', async () => {
    const user = userEvent.setup();
    signInAs(ACCOUNTS.staff);
    renderApp(`/sites/${SITE}/referrals`);
    await referralTable();
    const patient = referralsOfSite()[0]!;
    await user.click(
      await screen.findByRole('button', { name: `Admin status of ${String(patient.subject_id)}` }),
    );
    const dialog = await screen.findByRole('dialog');
    const current = rows('patients').find((p) => p.id === patient.id)!;
    rows('patients').splice(rows('patients').indexOf(current), 1, {
      ...current,
      updated_at: '2099-01-01T00:00:00.000Z',
    });
    const next = rows('patient-admin-statuses').find((s) => s.id !== patient.admin_status_id)!;
    await choose(user, 'New admin status', String(next.label));
    await user.type(within(dialog).getByRole('textbox', { name: /^Note/ }), 'Left a message.');
    await user.click(within(dialog).getByRole('button', { name: 'Change admin status' }));
    expect(await within(dialog).findByText(/changed after you opened it/)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Note/ })).toHaveValue('Left a message.');
    expect(rows('patients').find((p) => p.id === patient.id)?.admin_status_id).toBe(patient.admin_status_id);
  });
});
