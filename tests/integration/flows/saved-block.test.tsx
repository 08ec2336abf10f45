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

  it('does not take a later block under a reused temporary id for one saved before', async () => {
    signInAs(ACCOUNTS.super);
    const app = renderApp('/studies/flow/1/block/101');
    const addBlock = async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Add block' }, { timeout: 15000 }));
      const dialog = await screen.findByRole('dialog', { name: 'Add a block' });
      fireEvent.click(await within(dialog).findByRole('button', { name: 'Boolean choice' }));
      await waitFor(() => expect(app.location()).toBe('/studies/flow/1/block/-1'));
    };
    await addBlock();
    fireEvent.change(await screen.findByRole('textbox', { name: /Heading \(en-gb\)/ }), {
      target: { value: 'Do you own a bicycle?' },
    });
    // Saved from another block's address: the new block gets its id, nothing follows it.
    const outline = screen.getByRole('navigation', { name: 'Flow outline' });
    fireEvent.click(outline.querySelector('[data-block-id="101"]') as HTMLElement);
    await waitFor(() => expect(app.location()).toBe('/studies/flow/1/block/101'));
    fireEvent.keyDown(window, { key: 's', ctrlKey: true });
    await waitFor(
      async () =>
        expect(
          (await serverBlocks(1)).find((b) => b.heading === 'Do you own a bicycle?')?.id,
        ).toBeGreaterThan(0),
      { timeout: 15000 },
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled());

    // The next new block takes the temporary id -1 again; deleted, it is gone, not the saved one.
    await addBlock();
    // Found once the closing "Add a block" dialog no longer hides the page from the reader.
    fireEvent.click(await screen.findByRole('button', { name: 'Delete block' }, { timeout: 15000 }));
    const ask = await screen.findByRole('dialog', { name: 'Delete the block "(no heading)"?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('This block is not in the flow (any more).')).toBeInTheDocument();
    expect(app.location()).toBe('/studies/flow/1/block/-1');
  });
});
