import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNTS, renderApp, signInAs } from './render-app';

describe('menu areas served by generated screens on their spec paths', () => {
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
