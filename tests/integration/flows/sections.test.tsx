import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { tokenFor } from '@/mocks/node';
import { ACCOUNTS, renderApp, signInAs } from '../app/render-app';

type Flow = { block_sections: { title: string; block_ids: number[] }[] };

async function serverFlow(): Promise<Flow> {
  const res = await fetch('/api/admin/flows/1', {
    headers: { Authorization: `Bearer ${tokenFor(ACCOUNTS.super)}` },
  });
  return ((await res.json()) as { data: Flow }).data;
}

const outline = () => screen.getByRole('navigation', { name: 'Flow outline' });
const headings = () =>
  within(outline())
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);
const blocksOf = (section: string) =>
  within(within(outline()).getByRole('list', { name: section })).getAllByRole('listitem');

function sectionMenu(name: string, item: string) {
  const button = screen.getByRole('button', { name: `Section "${name}": rename, move or delete` });
  button.focus();
  fireEvent.click(button);
  fireEvent.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: item }));
}

describe('spec §4 flows: sections added, renamed, moved and deleted', { timeout: 60_000 }, () => {
  it('manages sections from the outline; a deleted section’s blocks move where the user says', async () => {
    signInAs(ACCOUNTS.super);
    renderApp('/studies/flow/1/block/101');
    const add = await screen.findByRole('button', { name: 'Add section' }, { timeout: 15000 });
    const before = await serverFlow();
    const health = before.block_sections.find((s) => s.title === 'Your health')?.block_ids ?? [];
    expect(health.length).toBeGreaterThan(1);

    // As a keyboard user would: focus on the button, then press it.
    add.focus();
    fireEvent.click(add);
    let dialog = await screen.findByRole('dialog', { name: 'Add a section' });
    const title = within(dialog).getByRole('textbox', { name: 'Section title' });
    expect(title).toHaveValue('Section 4');
    // Focus is held inside the dialog while it is open.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    fireEvent.change(title, { target: { value: 'Follow-up' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(headings()).toContain('Follow-up'));
    await waitFor(() => expect(add).toHaveFocus());

    sectionMenu('Follow-up', 'Rename section…');
    dialog = await screen.findByRole('dialog', { name: 'Rename the section "Follow-up"' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Section title' }), {
      target: { value: 'Later questions' },
    });
    fireEvent.submit(within(dialog).getByRole('textbox', { name: 'Section title' }));
    await waitFor(() =>
      expect(headings()).toEqual(['About you', 'Your health', 'Consent and samples', 'Later questions']),
    );

    sectionMenu('Later questions', 'Move section up');
    await waitFor(() =>
      expect(headings()).toEqual(['About you', 'Your health', 'Later questions', 'Consent and samples']),
    );

    sectionMenu('Your health', 'Delete section…');
    const ask = await screen.findByRole('alertdialog', { name: 'Delete the section "Your health"?' });
    expect(ask).toHaveTextContent(`It holds ${health.length} blocks`);
    fireEvent.mouseDown(within(ask).getByRole('combobox', { name: 'Move its blocks to' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Later questions' }));
    fireEvent.click(within(ask).getByRole('button', { name: 'Delete section' }));
    await waitFor(() => expect(headings()).toEqual(['About you', 'Later questions', 'Consent and samples']));
    expect(blocksOf('Later questions')).toHaveLength(health.length);
    await waitFor(() =>
      expect(within(outline()).getByRole('heading', { name: 'Later questions' })).toHaveFocus(),
    );

    fireEvent.keyDown(window, { key: 's', ctrlKey: true });
    await waitFor(
      async () =>
        expect((await serverFlow()).block_sections.map((s) => [s.title, s.block_ids])).toEqual([
          ['About you', before.block_sections[0]?.block_ids],
          ['Later questions', health],
          ['Consent and samples', before.block_sections[2]?.block_ids],
        ]),
      { timeout: 15000 },
    );

    const publishing = screen.getByRole('button', { name: 'Publish…' });
    await waitFor(() => expect(publishing).toBeEnabled());
    fireEvent.click(publishing);
    const publish = await screen.findByRole('dialog', { name: /^Publish/ });
    const changes = await within(publish).findByRole('list', { name: 'What changes' });
    expect(changes).toHaveTextContent('Section "Your health" removed');
    expect(changes).toHaveTextContent('Section "Later questions" added');
  });
});
