import { createImageHold, sanitiseHtml } from '@/ui/sanitise';
import { safeStyle } from '@/ui/sanitise/policy';

const ALLOWED = ['https://images.example.org'];
const clean = (html: string, showImages = false) =>
  sanitiseHtml(html, { allowedImageOrigins: ALLOWED, showImages });

describe('rich text keeps what content needs', () => {
  it('headings, paragraphs, lists, emphasis, quotes, code, rules and tables pass unchanged', () => {
    const html =
      '<h2>Title</h2><p>A <strong>bold</strong>, <em>italic</em>, <u>underlined</u> and <s>struck</s> word.</p>' +
      '<ul><li>one</li></ul><ol start="3"><li>three</li></ol><blockquote>quote</blockquote>' +
      '<pre><code>code</code></pre><hr><p>line<br>break</p>' +
      '<table><thead><tr><th scope="col" colspan="2">head</th></tr></thead><tbody><tr><td rowspan="2">cell</td></tr></tbody></table>';
    expect(clean(html).html).toBe(html);
  });

  it('colours and alignment stay; every other style goes', () => {
    expect(clean('<p style="text-align: center; position: fixed; color: #C00">x</p>').html).toBe(
      '<p style="text-align: center; color: #c00">x</p>',
    );
    expect(clean('<p style="z-index: 9; top: 0">x</p>').html).toBe('<p>x</p>');
  });

  it("classes and ids are dropped, so content cannot borrow the console's styles or names", () => {
    expect(clean('<div class="MuiBackdrop-root" id="root">x</div>').html).toBe('<div>x</div>');
  });
});

describe('links lead only to web pages and email addresses, without access to the console', () => {
  it('http(s) and mailto links keep their address and get rel="noopener noreferrer"', () => {
    expect(clean('<a href="https://example.org/a" target="_blank" rel="opener">a</a>').html).toBe(
      '<a href="https://example.org/a" target="_blank" rel="noopener noreferrer">a</a>',
    );
    expect(clean('<a href="mailto:team@example.org">m</a>').html).toBe(
      '<a href="mailto:team@example.org" rel="noopener noreferrer">m</a>',
    );
  });

  it('other schemes lose their address and other targets are dropped', () => {
    for (const href of ['javascript:alert(1)', 'tel:+441234', 'ftp://example.org/', 'data:text/html,x']) {
      expect(clean(`<a href="${href}" target="_top">x</a>`).html, href).toBe(
        '<a rel="noopener noreferrer">x</a>',
      );
    }
  });
});

describe('images load only from allowed origins, or after "Show images"', () => {
  it("the console's own origin and the configured origins load", () => {
    const html = '<img src="/uploads/a.png" alt="a"><img src="https://images.example.org/b.png" alt="b">';
    expect(clean(html)).toEqual({
      html: '<img src="/uploads/a.png" alt="a" referrerpolicy="no-referrer"><img src="https://images.example.org/b.png" alt="b" referrerpolicy="no-referrer">',
      blockedImages: 0,
    });
  });

  it('an image from another origin keeps its alternative text but not its address', () => {
    expect(clean('<img src="https://tracker.example/p.gif" alt="Logo">')).toEqual({
      html: '<img alt="Logo" referrerpolicy="no-referrer" data-blocked-image="">',
      blockedImages: 1,
    });
  });

  it('"Show images" lets http(s) images from anywhere load, never other schemes', () => {
    expect(clean('<img src="https://tracker.example/p.gif">', true)).toEqual({
      html: '<img src="https://tracker.example/p.gif" referrerpolicy="no-referrer">',
      blockedImages: 0,
    });
    expect(clean('<img src="data:image/png;base64,AAAA">', true).html).toBe(
      '<img referrerpolicy="no-referrer">',
    );
  });

  it('the allowed origins default to the configured ones', () => {
    expect(sanitiseHtml('<img src="https://images.example.org/b.png">').blockedImages).toBe(1);
  });
});

describe('an editor keeps hidden images under a stand-in address and gets them back on save', () => {
  it('round-trips the original address and loads nothing meanwhile', () => {
    const hold = createImageHold();
    const stored = '<p><img src="https://tracker.example/a.png" alt="a"></p>';
    const loaded = sanitiseHtml(stored, { hold });
    expect(loaded.blockedImages).toBe(1);
    expect(loaded.html).toContain('src="about:blank#held-image-0"');
    const saved = sanitiseHtml(loaded.html, { hold, showImages: true });
    expect(saved.html).toBe(
      '<p><img src="https://tracker.example/a.png" alt="a" referrerpolicy="no-referrer"></p>',
    );
  });

  it('a stand-in typed by someone else is not an address', () => {
    const hold = createImageHold();
    expect(sanitiseHtml('<img src="about:blank#held-image-7">', { hold, showImages: true }).html).toBe(
      '<img referrerpolicy="no-referrer">',
    );
  });
});

describe('inline styles are rebuilt from allowed declarations only', () => {
  it.each([
    ['color: red', 'color: red'],
    ['COLOR: RGB(1, 2, 3)', 'color: rgb(1, 2, 3)'],
    ['color: red !important', ''],
    ['color: url(//t.example/x)', ''],
    ['col\\or: red', ''],
    ['color: red; position: fixed; top: 0', 'color: red'],
    ['background-color: #fff; background-image: url(x)', 'background-color: #fff'],
    // A button's fill, written as the shorthand, is kept as the colour it is; anything more is not.
    ['background: #414141', 'background-color: #414141'],
    ['background: url(//t.example/x)', ''],
    ['background: #fff url(x)', ''],
    [
      'border-top: solid 1px #1565c0; border-radius: 4px',
      'border-top: solid 1px #1565c0; border-radius: 4px',
    ],
    ['border: 1px solid red; padding: 10px 25px', 'padding: 10px 25px'],
    ['padding: 999px; display: block; font-size: 200px', ''],
    [
      'font-weight: 700; text-decoration: underline line-through',
      'font-weight: 700; text-decoration: underline line-through',
    ],
  ])('%s -> %s', (input, output) => {
    expect(safeStyle(input)).toBe(output);
  });
});
