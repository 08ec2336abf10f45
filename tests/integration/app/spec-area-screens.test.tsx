import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNTS, renderApp, signInAs } from './render-app';

const rows = () => [...document.querySelectorAll('tbody tr')] as HTMLElement[];

describe('menu areas served by generated screens on their spec paths', () => {
  it('Emails lists the templates, and a template opens its form in the email editor', async () => {
    signInAs(ACCOUNTS.super);
    const { location } = renderApp('/emails');
    await waitFor(() => expect(rows().length).toBeGreaterThan(0), { timeout: 10000 });
    const name = rows()[0]?.querySelectorAll('td')[1]?.textContent ?? '';
    expect(name).not.toBe('');
    await userEvent.click(rows()[0] as HTMLElement);
    await waitFor(() => expect(location()).toMatch(/^\/templates\/\d+$/));
    expect(
      await screen.findByRole('tablist', { name: 'Template sections' }, { timeout: 10000 }),
    ).toBeVisible();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue(name));
    expect(screen.getByRole('button', { name: 'Save' })).toBeVisible();
  });

  it("a template's other tabs say they are not built yet, with no form", async () => {
    signInAs(ACCOUNTS.super);
    renderApp('/templates/3?tab=metrics');
    expect(await screen.findByText(/This screen is not built yet/)).toBeVisible();
    expect(screen.getByText("Until then, edit the template's fields on the Editor tab.")).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it("keeps a template's unsaved changes while another tab is open", async () => {
    signInAs(ACCOUNTS.super);
    const { location } = renderApp('/templates/3');
    const name = await screen.findByRole('textbox', { name: /^Name/ }, { timeout: 10000 });
    await waitFor(() => expect(name).not.toHaveValue(''));
    await userEvent.type(name, ' (draft)');
    const typed = (name as HTMLInputElement).value;
    await userEvent.click(screen.getByRole('tab', { name: 'Preview' }));
    expect(await screen.findByText(/This screen is not built yet/)).toBeVisible();
    expect(location()).toBe('/templates/3?tab=preview');
    await userEvent.click(screen.getByRole('tab', { name: 'Editor' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue(typed));
  });

  it('a blog post created at /blogposts opens at /blogposts/{id}', async () => {
    signInAs(ACCOUNTS.super);
    const { location } = renderApp('/blogposts');
    const title = await screen.findByRole('textbox', { name: 'Title' }, { timeout: 10000 });
    await userEvent.type(title, 'Sleep and the heart');
    await userEvent.type(screen.getByRole('textbox', { name: 'Slug' }), 'sleep-and-the-heart');
    await userEvent.click(screen.getByRole('combobox', { name: /Status/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Draft' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location()).toMatch(/^\/blogposts\/\d+$/), { timeout: 10000 });
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Sleep and the heart'),
    );
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('link', { name: 'Blogposts' })).toHaveClass('Mui-selected');
  });

  it('a blog post edited at /blogposts/{id} stays there after saving, in the Blogposts area', async () => {
    signInAs(ACCOUNTS.super);
    const { location } = renderApp('/blogposts/5');
    const title = await screen.findByRole('textbox', { name: 'Title' }, { timeout: 10000 });
    await waitFor(() => expect(title).not.toHaveValue(''));
    await userEvent.clear(title);
    await userEvent.type(title, 'Sleep, renamed');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Changes saved', {}, { timeout: 10000 })).toBeInTheDocument();
    // Any redirect after the save would have happened by now.
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(location()).toBe('/blogposts/5');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Sleep, renamed');
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('link', { name: 'Blogposts' })).toHaveClass('Mui-selected');
  });
});
