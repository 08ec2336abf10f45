import type { ContentLocale, ContentString } from '../content/content-types';

export const LOCALES: ContentLocale[] = [
  { code: 'en-gb', name: 'English (UK)' },
  { code: 'de-de', name: 'Deutsch' },
  { code: 'fr-fr', name: 'Français' },
  { code: 'nl-nl', name: 'Nederlands' },
];
export const PRIMARY = 'en-gb';

const EDITORS = ['Priya Natarajan', 'Tom Becker', 'Claire Dubois', 'Sanne de Vries'];

/** key, what it is for, then en-gb, de-de, fr-fr, nl-nl (null: not translated yet). */
type Row = [string, string, string, string | null, string | null, string | null];

const ROWS: Row[] = [
  [
    'consent.title',
    'Heading of the consent page',
    'Before you take part',
    'Bevor Sie teilnehmen',
    'Avant de participer',
    'Voordat u meedoet',
  ],
  [
    'consent.intro',
    'First paragraph of the consent page',
    'Please read this page carefully. It explains what taking part in {study_title} involves and how we look after your data.',
    'Bitte lesen Sie diese Seite sorgfältig. Sie erklärt, was die Teilnahme an {study_title} bedeutet und wie wir Ihre Daten schützen.',
    'Veuillez lire attentivement cette page. Elle explique ce qu’implique la participation à {study_title} et comment nous protégeons vos données.',
    null,
  ],
  [
    'consent.withdraw',
    'How to withdraw',
    'You can withdraw at any time without giving a reason.',
    'Sie können jederzeit ohne Angabe von Gründen zurücktreten.',
    'Vous pouvez vous retirer à tout moment sans donner de raison.',
    'U kunt zich op elk moment terugtrekken zonder opgaaf van reden.',
  ],
  [
    'consent.agree',
    'Consent checkbox label',
    'I agree to take part',
    'Ich bin mit der Teilnahme einverstanden und habe die Informationen zum Datenschutz gelesen',
    'J’accepte de participer',
    'Ik ga akkoord met deelname',
  ],
  [
    'consent.data_sharing',
    'Data sharing paragraph',
    'Your answers are shared with the study team only after your name and contact details are removed.',
    null,
    'Vos réponses ne sont partagées avec l’équipe qu’après suppression de vos nom et coordonnées.',
    null,
  ],
  [
    'onboarding.welcome',
    'First screen after sign-up',
    'Welcome, {first_name}!',
    'Willkommen, {first_name}!',
    'Bienvenue, {first_name} !',
    'Welkom, {first_name}!',
  ],
  [
    'onboarding.next_steps',
    'What happens next',
    'Next, we will ask a few questions to see which studies suit you.',
    'Als Nächstes stellen wir Ihnen einige Fragen, um passende Studien zu finden.',
    null,
    'Hierna stellen we een paar vragen om te zien welke studies bij u passen.',
  ],
  [
    'onboarding.skip',
    'Skip button',
    'Skip for now',
    'Vorerst überspringen',
    'Passer pour le moment',
    'Nu overslaan',
  ],
  [
    'onboarding.reminder',
    'Reminder banner',
    'You have {count} questions left. It takes about {minutes} minutes.',
    'Sie haben noch {count} Fragen. Das dauert etwa {minutes} Minuten.',
    'Il vous reste {count} questions. Comptez environ {minutes} minutes.',
    null,
  ],
  [
    'onboarding.privacy_link',
    'Link under the form',
    'How we use your data',
    'Wie wir Ihre Daten verwenden',
    'Comment nous utilisons vos données',
    'Hoe wij uw gegevens gebruiken',
  ],
  [
    'study_home.join',
    'Main call to action on a study page',
    'Join this study',
    'An dieser Studie teilnehmen',
    'Rejoindre cette étude',
    'Doe mee aan dit onderzoek',
  ],
  [
    'study_home.eligibility',
    'Eligibility heading',
    'Who can take part',
    'Wer teilnehmen kann',
    'Qui peut participer',
    null,
  ],
  [
    'study_home.duration',
    'How long it takes',
    'About {weeks} weeks, with a visit every {interval} days',
    'Etwa {weeks} Wochen, mit einem Besuch alle {interval} Tage',
    null,
    null,
  ],
  [
    'study_home.contact',
    'Contact line',
    'Questions? Write to <a href="mailto:{email}">{email}</a>.',
    'Fragen? Schreiben Sie an <a href="mailto:{email}">{email}</a>.',
    'Des questions ? Écrivez à <a href="mailto:{email}">{email}</a>.',
    'Vragen? Mail naar <a href="mailto:{email}">{email}</a>.',
  ],
  [
    'study_home.closed',
    'Shown when recruitment is over',
    'This study is no longer recruiting. Thank you for your interest.',
    'Diese Studie nimmt keine neuen Teilnehmenden mehr auf.',
    'Cette étude ne recrute plus. Merci de votre intérêt.',
    'Dit onderzoek werft geen deelnemers meer.',
  ],
  [
    'study_home.rich_intro',
    'Rich text intro under the title',
    '<p><strong>{study_title}</strong> looks at how sleep affects recovery after surgery.</p><ul><li>Online questionnaires</li><li>One home visit</li></ul>',
    '<p><strong>{study_title}</strong> untersucht, wie Schlaf die Genesung nach Operationen beeinflusst.</p><ul><li>Online-Fragebögen</li><li>Ein Hausbesuch</li></ul>',
    null,
    null,
  ],
  [
    'emails.verify.subject',
    'Subject of the verification email',
    'Confirm your email address',
    'Bestätigen Sie Ihre E-Mail-Adresse',
    'Confirmez votre adresse e-mail',
    'Bevestig uw e-mailadres',
  ],
  [
    'emails.verify.body',
    'Body of the verification email',
    'Hello {first_name}, click the button below to confirm your email address. The link expires in 24 hours.',
    'Hallo {first_name}, klicken Sie auf die Schaltfläche, um Ihre E-Mail-Adresse zu bestätigen.',
    'Bonjour {first_name}, cliquez sur le bouton ci-dessous pour confirmer votre adresse e-mail. Le lien expire dans 24 heures.',
    null,
  ],
  [
    'emails.reminder.subject',
    'Subject of the visit reminder',
    'Your visit on {date}',
    'Ihr Termin am {date}',
    null,
    'Uw bezoek op {date}',
  ],
  [
    'emails.kit_shipped.subject',
    'Subject when a kit is on its way',
    'Your sample kit is on its way',
    'Ihr Probenset ist unterwegs',
    'Votre kit de prélèvement est en route',
    'Uw testpakket is onderweg',
  ],
  [
    'emails.kit_shipped.body',
    'Body when a kit is on its way',
    'Your kit was sent on {date} with tracking number {tracking}. Keep it at room temperature.',
    null,
    null,
    null,
  ],
  [
    'errors.network',
    'Shown when the connection drops',
    'We could not reach the server. Check your connection and try again.',
    'Der Server ist nicht erreichbar. Prüfen Sie Ihre Verbindung.',
    'Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.',
    'De server is niet bereikbaar. Controleer uw verbinding en probeer het opnieuw.',
  ],
  [
    'errors.session_expired',
    'Shown after a long pause',
    'Your session has ended. Please sign in again.',
    'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
    'Votre session a expiré. Veuillez vous reconnecter.',
    'Uw sessie is verlopen. Log opnieuw in.',
  ],
  [
    'errors.upload_too_large',
    'A file over the limit',
    'This file is larger than {max_mb} MB.',
    'Diese Datei ist größer als {max_mb} MB.',
    null,
    'Dit bestand is groter dan {max_mb} MB.',
  ],
  [
    'errors.required',
    'A required answer is empty',
    'Please answer this question.',
    'Bitte beantworten Sie diese Frage.',
    'Veuillez répondre à cette question.',
    'Beantwoord deze vraag.',
  ],
];

/** Keys whose primary text changed after these translations were written. */
const STALE: Record<string, readonly string[]> = {
  'consent.withdraw': ['de-de', 'nl-nl'],
  'consent.agree': ['fr-fr'],
  'onboarding.reminder': ['de-de'],
  'study_home.closed': ['de-de', 'nl-nl'],
  'emails.verify.body': ['de-de'],
  'errors.network': ['de-de'],
  'study_home.contact': ['fr-fr'],
};

const DAY = 24 * 60 * 60 * 1000;
const BASE = Date.UTC(2026, 9, 1, 9, 30);

function at(days: number, i: number): string {
  return new Date(BASE + days * DAY + i * 37 * 60 * 1000).toISOString();
}

/** The seeded strings: the primary text first, translations after it unless marked stale. */
export function seedStrings(): ContentString[] {
  return ROWS.map(([key, description, ...texts], i) => {
    const primaryAt = 10 + (i % 9) * 3;
    const entry: ContentString = { key, namespace: key.split('.')[0]!, description, texts: {} };
    LOCALES.forEach(({ code }, l) => {
      const text = texts[l];
      if (text == null) return;
      const stale = STALE[key]?.includes(code) ?? false;
      const days = l === 0 ? primaryAt : stale ? primaryAt - 6 - l : primaryAt + 2 + l;
      entry.texts[code] = { text, updated_at: at(days, i), updated_by: EDITORS[(i + l) % EDITORS.length]! };
    });
    return entry;
  });
}
