import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { tokenFor } from '@/mocks/node';
import { ACCOUNTS, renderApp, signInAs } from '../app/render-app';

async function serverBlocks(id: number) {
  const res = await fetch(`/api/admin/flows/${id}`, {
    headers: { Authorization: `Bearer ${tokenFor(ACCOUNTS.super)}` },
  });
  return ((await res.json()) as { data: { blocks: { id: number; heading: string }[] } }).data.blocks;
}

describe('spec §4 flows: a block added and saved', { timeout: 60_000 }, () => {
  it('stays selected under its saved id: the address follows it and its form stays open', async () => {
    signInAs(ACCOUNTS.super);
    const app = renderApp('/studies/flow/1/block/101');
    fireEvent.click(await screen.findByRole('button', { name: 'Add block' }, { timeout: 15000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a block' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Boolean choice' }));
    await waitFor(() => expect(app.location()).toBe('/studies/flow/1/block/-1'));
    fireEvent.change(await screen.findByRole('textbox', { name: /Heading \(en-gb\)/ }), {
      target: { value: 'Do you own a bicycle?' },
    });
    fireEvent.keyDown(window, { key: 's', ctrlKey: true });

    const saved = await waitFor(
      async () => {
        const block = (await serverBlocks(1)).find((b) => b.heading === 'Do you own a bicycle?');
        expect(block?.id).toBeGreaterThan(0);
        return block?.id ?? 0;
      },
      { timeout: 15000 },
    );
    await waitFor(() => expect(app.location()).toBe(`/studies/flow/1/block/${saved}`));
    expect(screen.queryByText('This block is not in the flow (any more).')).toBeNull();
    expect(screen.getByRole('textbox', { name: /Heading \(en-gb\)/ })).toHaveValue('Do you own a bicycle?');
    const outline = screen.getByRole('navigation', { name: 'Flow outline' });
    await waitFor(() =>
      expect(outline.querySelector('[aria-current="true"]')).toHaveAttribute(
        'href',
        `/studies/flow/1/block/${saved}`,
      ),
    );
  });
});
