import { generateLanding } from '@resources/labs/landing/landing-rules';

const study = {
  title: 'Sleep and Recovery',
  goal: 'Learn how sleep <affects> healing.',
  descriptions: { 'en-gb': 'A study of sleep after surgery.', 'de-de': 'Eine Studie über Schlaf.' },
  start: '2027-01-10',
  end: '2027-12-20',
  country: 'GB',
  researcher: 'Dr Ada Lane',
};

describe('landing text from the study fields', () => {
  it('writes each locale in its own words, with the study’s words escaped', () => {
    const de = generateLanding(study, 'classic', 'de-de');
    expect(de.cta).toBe('Jetzt teilnehmen');
    expect(de.body).toContain('<p>Eine Studie über Schlaf.</p>');
    expect(de.body).toContain('Learn how sleep &lt;affects&gt; healing.');
    expect(de.body).toContain('Die Studie läuft vom 10. Jan. 2027 bis 20. Dez. 2027.');
    expect(de.body).toContain('Teilnehmen können Menschen in Vereinigtes Königreich.');
  });
  it('writes dates and the country as an English reader expects them', () => {
    const en = generateLanding(study, 'classic', 'en-gb');
    expect(en.body).toContain('The study runs from 10 Jan 2027 to 20 Dec 2027.');
    expect(en.body).toContain('It is open to participants in United Kingdom.');
  });
  it('follows the layout chosen', () => {
    expect(generateLanding(study, 'short', 'en-gb').body).toBe('<p>A study of sleep after surgery.</p>');
    expect(generateLanding(study, 'detailed', 'en-gb').body).toMatch(
      /^<h2>Why this study matters<\/h2>.*<li>It is led by Dr Ada Lane.<\/li><\/ul>$/,
    );
  });
  it('falls back to the English text where a locale has none', () => {
    expect(generateLanding(study, 'short', 'nl-nl').body).toBe('<p>A study of sleep after surgery.</p>');
  });
});
