import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { draftOf, latest, stateOf } from '@resources/studies/mocks/store';
import { giveReason } from '../../support/reason';
import { ACCOUNTS, renderApp, signInAs } from '../app/render-app';

const WAIT = { timeout: 10_000 };
// Whole screens against the mock backend, several steps each: slower than one widget on a busy machine.
vi.setConfig({ testTimeout: 40_000 });

beforeEach(() => signInAs(ACCOUNTS.staff));

describe('study content', () => {
  it('lists each item with the locales it is missing in, linked to the item in that locale', async () => {
    const s = stateOf('1')!;
    const gap = latest(s).content.find((c) => s.versions.at(-1)!.locales.some((l) => !c.body[l]));
    renderApp('/studies/1/content');
    const table = await screen.findByRole('table', { name: 'Content' }, WAIT);
    const links = await within(table).findAllByRole('link', { name: 'Missing: write it' }, WAIT);
    expect(links.length).toBeGreaterThan(0);
    expect(links[0]).toHaveAttribute(
      'href',
      expect.stringContaining(`/studies/1/content/${gap?.id}?locale=`),
    );
  });

  it('translates an item beside the primary locale and saves it on the draft', async () => {
    renderApp('/studies/1/content/2?locale=de-de');
    const primary = await screen.findByRole(
      'region',
      { name: 'English (United Kingdom) · en-gb (primary)' },
      WAIT,
    );
    expect(within(primary).getByText('Questions and answers')).toBeVisible();
    await userEvent.click(await screen.findByRole('button', { name: 'Check out' }, WAIT));
    const title = await screen.findByLabelText('Title (de-de)', {}, WAIT);
    await waitFor(() => expect(title).toBeEnabled(), WAIT);
    await userEvent.clear(title);
    await userEvent.type(title, 'Häufige Fragen');
    await userEvent.keyboard('{Control>}s{/Control}');
    // Study 1 is live: an item saved on its next draft asks why first (src/audit/risky-writes.ts).
    await giveReason(userEvent.setup(), 'Correcting an error', 'German wording', WAIT);
    expect(await screen.findByText('All changes saved', {}, WAIT)).toBeVisible();
    expect(draftOf(stateOf('1')!)?.content.find((c) => c.id === 2)?.title['de-de']).toBe('Häufige Fragen');
  });
});

describe('the landing-page editor', () => {
  it('previews the landing page sanitised, in a sandboxed frame with no scripts', async () => {
    const s = stateOf('4')!;
    latest(s).fields.landing_body['en-gb'] =
      '<p>Welcome</p><img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">go</a>';
    latest(s).fields.landing_title['en-gb'] = '<b>Bold</b> headline';
    renderApp('/studies/4/page-editor?locale=en-gb');
    const frame = await screen.findByTitle('Landing page preview (en-gb)', {}, WAIT);
    expect(frame).toHaveAttribute('sandbox', expect.not.stringContaining('allow-scripts'));
    expect(frame.getAttribute('sandbox')).not.toContain('allow-same-origin');
    const doc = frame.getAttribute('srcdoc') ?? '';
    expect(doc).toContain('Welcome');
    expect(doc).toContain('&lt;b&gt;Bold&lt;/b&gt; headline');
    expect(doc).not.toMatch(/onerror|<script|javascript:/i);
    await userEvent.click(screen.getByRole('button', { name: 'Phone' }));
    expect(frame).toHaveStyle({ width: '375px' });
  });
});

describe('the landing preview', () => {
  it('shows every landing field, the button included, and follows what is typed', async () => {
    const s = stateOf('4')!;
    const fields = latest(s).fields;
    fields.landing_image_url = `${window.location.origin}/images/clinic.jpg`;
    fields.landing_title['en-gb'] = 'Help us understand migraine';
    fields.landing_body['en-gb'] = '<p>It takes ten minutes a week.</p>';
    fields.landing_cta['en-gb'] = 'Join <img src=x onerror="alert(1)">now';
    renderApp('/studies/4/page-editor?locale=en-gb');
    const frame = await screen.findByTitle('Landing page preview (en-gb)', {}, WAIT);
    const doc = () => frame.getAttribute('srcdoc') ?? '';
    expect(doc()).toContain(`src="${window.location.origin}/images/clinic.jpg"`);
    expect(doc()).toContain('Help us understand migraine');
    expect(doc()).toContain('It takes ten minutes a week.');
    // Drawn as a button with what the sanitiser keeps: white text on the button's blue.
    const button = new DOMParser().parseFromString(doc(), 'text/html').querySelector('a');
    expect(button?.textContent?.trim()).toBe('Join <img src=x onerror="alert(1)">now');
    expect(button?.style.color).toBe('rgb(255, 255, 255)');
    expect(button?.style.backgroundColor).toBe('rgb(21, 101, 192)');
    expect(doc()).not.toMatch(/<img[^>]*onerror/i);

    await userEvent.click(await screen.findByRole('button', { name: 'Check out' }, WAIT));
    const cta = await screen.findByLabelText('Landing button (en-gb)', {}, WAIT);
    await waitFor(() => expect(cta).toBeEnabled(), WAIT);
    await userEvent.clear(cta);
    await userEvent.type(cta, 'Check if I can take part');
    await waitFor(() =>
      expect(doc()).toMatch(/<a [^>]*>(&nbsp;|\u00a0)Check if I can take part(&nbsp;|\u00a0)<\/a>/),
    );
  });
});
