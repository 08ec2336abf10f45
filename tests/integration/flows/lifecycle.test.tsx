import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { tokenFor } from '@/mocks/node';
import { ACCOUNTS, PASSWORD, renderApp, signInAs } from '../app/render-app';

type Flow = { blocks: { id: number; heading: string }[] };

async function openFlow(path: string, who: string) {
  signInAs(who);
  renderApp(path);
  await screen.findByRole('navigation', { name: 'Flow outline' }, { timeout: 15000 });
}

async function server<T>(path: string): Promise<T> {
  const res = await fetch(`/api${path}`, {
    headers: { Authorization: `Bearer ${tokenFor(ACCOUNTS.super)}` },
  });
  return ((await res.json()) as { data: T }).data;
}

function choose(name: string | RegExp, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

// The editor's code loads on first visit, slow under a cold test transform on a busy machine.
describe('spec §4 flows: force delete, publish refused and published', { timeout: 60_000 }, () => {
  it('says why a delete is refused and deletes anyway on request', async () => {
    await openFlow('/studies/flow/1/block/107', ACCOUNTS.super);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete block' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Delete the block "Which treatments have you tried?"?',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This block is in use');
    expect(dialog).toHaveTextContent('Participants have answered this block');
    expect(dialog).toHaveTextContent(
      'Left without a target: How often have you had symptoms in the last three months?',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete anyway' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('navigation', { name: 'Flow outline', hidden: true })).queryByText(
          /Which treatments/,
        ),
      ).toBeNull(),
    );
    expect(
      within(screen.getByRole('navigation', { name: 'Flow outline', hidden: true })).queryByText(
        /Which treatments/,
      ),
    ).toBeNull();
    expect((await server<Flow>('/admin/flows/1')).blocks.some((b) => b.id === 107)).toBe(false);
  });

  it('refuses to publish while a check finds an error', async () => {
    await openFlow('/studies/flow/1/block/101', ACCOUNTS.super);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add block' })).toBeInTheDocument());
    choose('Then go to', 'Consent to take part');
    expect(await screen.findAllByRole('link', { name: /No path reaches/ })).not.toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Publish…' }));
    const dialog = await screen.findByRole('dialog', { name: /^Publish/ });
    expect(dialog).toHaveTextContent(/Fix the \d+ errors in the checks first/);
    expect(within(dialog).getByRole('button', { name: 'Publish' })).toBeDisabled();
  });

  it('publishes with the diff in words and a note, kept in the changelog', async () => {
    await openFlow('/studies/flow/1', ACCOUNTS.super);
    fireEvent.click(await screen.findByRole('button', { name: 'Publish…' }));
    const dialog = await screen.findByRole('dialog', { name: /^Publish/ });
    const changes = await within(dialog).findByRole('list', { name: 'What changes' });
    expect(changes).toHaveTextContent(
      'Block "Do you use a peak flow meter at home?" added to section "Your health"',
    );
    expect(changes).toHaveTextContent(
      'Block "How often do you have symptoms?": Heading reworded to ask about the last three months',
    );
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Change note' }), {
      target: { value: 'Peak flow question' },
    });
    // The flow holds an informed consent block: its publish is signed with both credentials.
    expect(
      within(dialog).getByText(/Meaning of this signature: Approved for release to participants/),
    ).toBeVisible();
    fireEvent.change(within(dialog).getByLabelText(/Your email/), { target: { value: ACCOUNTS.super } });
    fireEvent.change(within(dialog).getByLabelText(/Your password/), { target: { value: PASSWORD } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(
      async () =>
        expect(
          (await server<{ note: string; changes: string[] }[]>('/admin/flows/1/versions'))[0],
        ).toMatchObject({
          note: 'Peak flow question',
          changes: expect.arrayContaining([
            'Block "Do you use a peak flow meter at home?" added to section "Your health"',
          ]),
        }),
      { timeout: 15000 },
    );
    // Read back through the server's audit call, as the console's History does.
    const published = await server<{ kind: string }[]>('/admin/audit/flows/1?kind=publish');
    expect(published[0]).toMatchObject({
      kind: 'publish',
      entity: 'flows',
      record_id: '1',
      signature: { meaning: 'Approved for release to participants' },
    });
  });
});
