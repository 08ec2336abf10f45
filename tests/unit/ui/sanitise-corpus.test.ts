import { XSS_CORPUS } from '../../fixtures/xss-corpus';
import { sanitiseHtml } from '@/ui/sanitise';
import { harmIn } from '../../fixtures/inert';

const ALLOWED = ['https://images.example.org'];

describe('rich text is inert: the sanitiser against an XSS and HTML-injection corpus', () => {
  it('holds at least 100 hostile payloads', () => {
    expect(new Set(XSS_CORPUS).size).toBeGreaterThanOrEqual(100);
  });

  it.each(XSS_CORPUS.map((payload) => [payload]))(
    'no script, style, form, handler or outside request: %s',
    (payload) => {
      const once = sanitiseHtml(payload, { allowedImageOrigins: ALLOWED }).html;
      expect(harmIn(once, ALLOWED)).toEqual([]);
      // What an editor hands back is sanitised again: a second pass must not undo the first.
      expect(harmIn(sanitiseHtml(once, { allowedImageOrigins: ALLOWED }).html, ALLOWED)).toEqual([]);
    },
  );

  it('runs nothing when the whole corpus is put into the page', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const host = document.createElement('div');
    document.body.append(host);
    host.innerHTML = XSS_CORPUS.map((p) => sanitiseHtml(p, { allowedImageOrigins: ALLOWED }).html).join('');
    for (const el of host.querySelectorAll('*')) {
      for (const type of ['click', 'mouseover', 'focus', 'error', 'load', 'toggle'])
        el.dispatchEvent(new Event(type));
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(alert).not.toHaveBeenCalled();
    expect(
      host.querySelectorAll('script, style, form, input, button, textarea, select, iframe'),
    ).toHaveLength(0);
    host.remove();
  });

  it('the checks catch what they look for', () => {
    // Guards the test itself: unsanitised payloads must be reported.
    for (const raw of [
      '<script>alert(1)</script>',
      '<style>body{}</style>',
      '<form><input type=password></form>',
      '<img src="//tracker.example/x">',
      '<p onclick="x()">x</p>',
      '<a href="javascript:alert(1)">x</a>',
      '<p style="position:fixed">x</p>',
      '<img src="/ok.png" srcset="//tracker.example/x 2x">',
    ]) {
      expect(harmIn(raw, ALLOWED), raw).not.toEqual([]);
    }
  });
});
