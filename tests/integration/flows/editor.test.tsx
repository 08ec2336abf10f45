import { fireEvent, screen, waitFor } from '@testing-library/react';
import { tokenFor } from '@/mocks/node';
import { storedFlow } from '@resources/flows/mocks/store';
import { ACCOUNTS, renderApp, signInAs } from '../app/render-app';

async function openFlow(path: string, who: string = ACCOUNTS.staff) {
  signInAs(who);
  const app = renderApp(path);
  await screen.findByRole('navigation', { name: 'Flow outline' }, { timeout: 15000 });
  return app;
}

async function serverFlow(id: number) {
  const res = await fetch(`/api/admin/flows/${id}`, {
    headers: { Authorization: `Bearer ${tokenFor(ACCOUNTS.super)}` },
  });
  return (
    (await res.json()) as {
      data: { title: string; blocks: { id: number; heading: string }[]; locked_by_id: number | null };
    }
  ).data;
}

describe('spec §4 flows: check-out, edit, save', { timeout: 60_000 }, () => {
  it('opens a published flow read-only; check-out opens the draft and a changed heading saves', async () => {
    await openFlow('/studies/flow/4/block/402');
    const heading = await screen.findByRole('textbox', { name: /Heading \(en-gb\)/ });
    expect(heading).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Check out' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Heading \(en-gb\)/ })).toBeEnabled());
    fireEvent.change(screen.getByRole('textbox', { name: /Heading \(en-gb\)/ }), {
      target: { value: 'Sex at birth' },
    });
    fireEvent.keyDown(window, { key: 's', ctrlKey: true });
    await waitFor(async () =>
      expect((await serverFlow(4)).blocks.find((b) => b.id === 402)?.heading).toBe('Sex at birth'),
    );
    expect((await serverFlow(4)).locked_by_id).toBe(2);
  });

  it('shows a draft checked out by someone else read-only, naming them', async () => {
    await openFlow('/studies/flow/1');
    expect(await screen.findByText(/Checked out by Sam Super since/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add block' })).not.toBeInTheDocument();
  });

  it('keeps what was typed when the check-out is taken over while editing, and saves nothing', async () => {
    await openFlow('/studies/flow/4/block/402');
    fireEvent.click(await screen.findByRole('button', { name: 'Check out' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Heading \(en-gb\)/ })).toBeEnabled());
    const before = (await serverFlow(4)).blocks.find((b) => b.id === 402)?.heading;
    fireEvent.change(screen.getByRole('textbox', { name: /Heading \(en-gb\)/ }), {
      target: { value: 'Sex recorded at birth' },
    });
    // Someone else takes the flow over on the server meanwhile.
    storedFlow(4)!.lock = { id: 1, name: 'Sam Super', at: new Date().toISOString() };
    fireEvent.keyDown(window, { key: 's', ctrlKey: true });
    expect(
      await screen.findByRole('alertdialog', { name: 'Your check-out was lost' }, { timeout: 15000 }),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Heading \(en-gb\)/, hidden: true })).toHaveValue(
      'Sex recorded at birth',
    );
    expect((await serverFlow(4)).blocks.find((b) => b.id === 402)?.heading).toBe(before);
  });
});
