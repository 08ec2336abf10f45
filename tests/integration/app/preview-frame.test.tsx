import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nContextProvider } from 'react-admin';
import { i18nProvider } from '@/i18n';
import { PreviewFrame, PREVIEW_WIDTHS } from '@/ui/preview-frame';
import { harmIn } from '../../fixtures/inert';
import { XSS_CORPUS } from '../../fixtures/xss-corpus';

const ALLOWED = ['https://images.example.org'];
const BODY =
  '<h1>Welcome</h1><img src="https://tracker.example/open.gif" alt="Logo"><script>alert(1)</script>';

function renderFrame(html = BODY, kind?: 'email' | 'page') {
  render(
    <I18nContextProvider value={i18nProvider}>
      <PreviewFrame html={html} title="Preview of Welcome email" kind={kind} allowedImageOrigins={ALLOWED} />
    </I18nContextProvider>,
  );
  return screen.findByTitle('Preview of Welcome email');
}

function frameDoc(frame: HTMLElement): Document {
  return new DOMParser().parseFromString(frame.getAttribute('srcdoc') ?? '', 'text/html');
}

function csp(frame: HTMLElement): Map<string, string> {
  const meta = frameDoc(frame).head.firstElementChild?.nextElementSibling;
  expect(meta?.getAttribute('http-equiv')).toBe('Content-Security-Policy');
  const directives = (meta?.getAttribute('content') ?? '').split(';').map((d) => d.trim().split(/\s+/));
  return new Map(directives.map(([name, ...values]) => [name ?? '', values.join(' ')]));
}

describe('the preview frame is sandboxed: opaque origin, no scripts, sanitised content', () => {
  it('grants neither scripts nor the console origin, forms, top navigation or dialogs', async () => {
    const frame = await renderFrame();
    expect(frame.tagName).toBe('IFRAME');
    const tokens = (frame.getAttribute('sandbox') ?? 'missing').split(/\s+/).filter(Boolean);
    expect(frame.hasAttribute('sandbox')).toBe(true);
    for (const token of tokens) expect(['allow-popups', 'allow-popups-to-escape-sandbox']).toContain(token);
    expect(frame.hasAttribute('src')).toBe(false);
  });

  it('carries a strict policy before any content: nothing runs, submits or loads but allowed images', async () => {
    const policy = csp(await renderFrame());
    expect(policy.get('default-src')).toBe("'none'");
    expect(policy.get('script-src')).toBe("'none'");
    expect(policy.get('object-src')).toBe("'none'");
    expect(policy.get('form-action')).toBe("'none'");
    expect(policy.get('base-uri')).toBe("'none'");
    expect(policy.get('img-src')).toBe([window.location.origin, ...ALLOWED].join(' '));
    expect(policy.get('style-src')).toBe("'unsafe-inline'");
  });

  it('shows only what the sanitiser leaves of the whole corpus', async () => {
    const frame = await renderFrame(XSS_CORPUS.join(''));
    const doc = frameDoc(frame);
    expect(harmIn(doc.body.innerHTML, ALLOWED)).toEqual([]);
    expect(doc.querySelectorAll('script')).toHaveLength(0);
    expect(doc.querySelectorAll('style')).toHaveLength(1);
    expect(doc.head.querySelectorAll('base[href]')).toHaveLength(0);
  });

  it('holds remote images back until "Show images", then lets the policy load them', async () => {
    const frame = await renderFrame();
    expect(frameDoc(frame).querySelector('img')?.hasAttribute('src')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Show images' }));
    await waitFor(() =>
      expect(frameDoc(frame).querySelector('img')?.getAttribute('src')).toBe(
        'https://tracker.example/open.gif',
      ),
    );
    expect(csp(frame).get('img-src')).toBe('http: https:');
    expect(frameDoc(frame).querySelector('script')).toBeNull();
  });

  it('previews at desktop width (600 px for an email, 1024 px for a page) and 375 px for a phone', async () => {
    const email = await renderFrame(BODY, 'email');
    expect(email).toHaveStyle({ width: `${PREVIEW_WIDTHS.email}px` });
    fireEvent.click(screen.getByRole('button', { name: 'Phone' }));
    expect(email).toHaveStyle({ width: '375px' });
    expect(screen.getByRole('button', { name: 'Phone' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('group', { name: 'Preview width' })).toBeVisible();
  });

  it('a page previews at 1024 px', async () => {
    expect(await renderFrame(BODY, 'page')).toHaveStyle({ width: '1024px' });
  });
});
