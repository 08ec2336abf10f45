import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { rows } from '@/mocks/db';
import { ACCOUNTS, renderApp, signInAs } from '../app/render-app';

const LONG = { timeout: 15000 };
const frameOf = () => screen.findByTitle('Preview of Body', {}, LONG) as Promise<HTMLIFrameElement>;

// Whole-app renders with the rich-text editor: slow to transform on a busy machine.
describe(
  'blog posts: rich text with a live, sanitised preview of the post as it will read',
  { timeout: 40_000 },
  () => {
    it('the preview follows the title as typed, as text, over the sanitised body', async () => {
      signInAs(ACCOUNTS.super);
      renderApp('/blogposts/5');
      const title = await screen.findByRole('textbox', { name: 'Title' }, LONG);
      await waitFor(() => expect(title).not.toHaveValue(''));
      const frame = await frameOf();
      const post = rows('blog-posts').find((p) => p.id === 5)!;
      const word = String(post.body)
        .replace(/<[^>]+>/g, ' ')
        .split(/\s+/)
        .find((w) => /^[A-Za-z]{4,}$/.test(w));
      await waitFor(() => expect(frame.getAttribute('srcdoc')).toContain(String(word)));
      expect(frame).toHaveAttribute('sandbox', 'allow-popups allow-popups-to-escape-sandbox');

      await userEvent.clear(title);
      await userEvent.type(title, 'Sleep <b>and</b> the heart');
      await waitFor(() =>
        expect(frame.getAttribute('srcdoc')).toContain('<h1>Sleep &lt;b&gt;and&lt;/b&gt; the heart</h1>'),
      );
      const preview = screen.getByRole('region', { name: 'Preview, as it will read' });
      expect(within(preview).getByRole('button', { name: 'Phone' })).toBeInTheDocument();
    });

    it('publishing state and tags are visible in the list', async () => {
      signInAs(ACCOUNTS.super);
      const { container } = renderApp('/blogpost-list');
      await waitFor(() => expect(container.querySelectorAll('tbody tr').length).toBeGreaterThan(0), LONG);
      const header = Array.from(container.querySelectorAll('thead th')).map((th) => th.textContent);
      expect(header).toEqual(expect.arrayContaining(['Status', 'Tags']));
      expect(container.querySelector('tbody')?.textContent).toMatch(/Published|Draft|Archived/);
    });
  },
);
