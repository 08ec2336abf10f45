import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { find, rows } from '@/mocks/db';
import { ACCOUNTS, renderApp, signInAs } from '../app/render-app';

const WAIT = { timeout: 20_000 };

beforeEach(() => signInAs(ACCOUNTS.super));

describe('study visualiser: one study as a graph whose nodes open their pages', { timeout: 90_000 }, () => {
  it('lists the study’s parts and opens the joining flow from its node', async () => {
    const user = userEvent.setup();
    const study = rows('studies').find((r) => r.joining_flow_id !== null && r.prescreen_survey !== null)!;
    const joining = find('flows', String(study.joining_flow_id))!;
    const { location } = renderApp(`/labs/study-visualiser?study_id=${String(study.id)}`);
    await user.click(await screen.findByRole('button', { name: 'List view' }, WAIT));
    const list = await screen.findByRole(
      'list',
      { name: `Diagram of ${String(study.title)}: list view` },
      WAIT,
    );
    expect(within(list).getByRole('button', { name: /^Prescreen survey, / })).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: `Flow, ${String(joining.title)}` }));
    await waitFor(() => expect(location()).toBe(`/studies/flow/${String(joining.id)}`));
  });

  it('says so when the study does not exist', async () => {
    renderApp('/labs/study-visualiser?study_id=999999');
    expect(await screen.findByText('This could not be loaded.', {}, WAIT)).toBeInTheDocument();
  });
});
