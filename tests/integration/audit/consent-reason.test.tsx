import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { auditEntries } from '@/mocks/audit/log';
import { tokenFor } from '@/mocks/node';
import { giveReason } from '../../support/reason';
import { ACCOUNTS, renderApp, signInAs } from '../app/render-app';

// Changing what participants consent to asks why once, before the save's two calls; both carry
// the answer. Other blocks save without asking.

const WAIT = { timeout: 20_000 };
type Blocks = { id: number; type_id: string; heading: string }[];

async function serverBlocks(): Promise<Blocks> {
  const res = await fetch(`/api/admin/flows/1`, {
    headers: { Authorization: `Bearer ${tokenFor(ACCOUNTS.super)}` },
  });
  return ((await res.json()) as { data: { blocks: Blocks } }).data.blocks;
}

const heading = () => screen.findByRole('textbox', { name: /Heading \(en-gb\)/ }, WAIT);

describe('a consent block changed in a flow draft', { timeout: 60_000 }, () => {
  it('asks for a reason: cancel keeps the text and sends nothing; the answer goes with both calls', async () => {
    const consent = (await serverBlocks()).find((b) => b.type_id === 'informed_consent');
    expect(consent).toBeDefined();
    signInAs(ACCOUNTS.super);
    const user = userEvent.setup();
    renderApp(`/studies/flow/1/block/${consent?.id}`);
    fireEvent.change(await heading(), { target: { value: 'Your consent to take part' } });
    const before = auditEntries().length;
    fireEvent.keyDown(window, { key: 's', ctrlKey: true });
    await user.click(await screen.findByRole('button', { name: 'Cancel' }, WAIT));
    expect(await screen.findByText(/changing a consent block needs a reason/, {}, WAIT)).toBeVisible();
    expect(await heading()).toHaveValue('Your consent to take part');
    expect(auditEntries()).toHaveLength(before);

    fireEvent.keyDown(window, { key: 's', ctrlKey: true });
    await giveReason(user, 'Correcting an error', 'ethics committee wording');
    await waitFor(
      async () =>
        expect((await serverBlocks()).find((b) => b.id === consent?.id)?.heading).toBe(
          'Your consent to take part',
        ),
      WAIT,
    );
    const written = auditEntries().slice(before);
    expect(written.map((e) => e.call)).toEqual(['PATCH /admin/flows/{id}', 'POST /admin/flows/{id}/blocks']);
    for (const e of written) expect(e.reason).toBe('Correcting an error: ethics committee wording');
  });

  it('does not ask when only other blocks changed, the consent block only looked at', async () => {
    const consent = (await serverBlocks()).find((b) => b.type_id === 'informed_consent');
    signInAs(ACCOUNTS.super);
    const app = renderApp(`/studies/flow/1/block/${consent?.id}`);
    expect(await heading()).toHaveValue(consent?.heading);
    const outline = screen.getByRole('navigation', { name: 'Flow outline' });
    fireEvent.click(outline.querySelector('[data-block-id="101"]') as HTMLElement);
    await waitFor(() => expect(app.location()).toBe('/studies/flow/1/block/101'));
    fireEvent.change(await heading(), { target: { value: 'How old are you today?' } });
    fireEvent.keyDown(window, { key: 's', ctrlKey: true });
    await waitFor(
      async () =>
        expect((await serverBlocks()).find((b) => b.id === 101)?.heading).toBe('How old are you today?'),
      WAIT,
    );
    expect(screen.queryByRole('dialog', { name: 'Why is this change made?' })).toBeNull();
    expect(auditEntries().at(-1)?.reason).toBeNull();
  });
});
