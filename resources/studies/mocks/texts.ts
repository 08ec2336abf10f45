import type { ContentItem, LocaleTexts } from '../types';

/** Words the seeded studies are written in, per locale; `{c}` is the condition the study is about. */
interface Phrasebook {
  descriptions: string;
  landing_title: string;
  landing_body: string;
  landing_cta: string;
  content: Record<string, [string, string]>;
}

const BOOKS: Record<string, Phrasebook> = {
  'en-gb': {
    descriptions: 'A study of how {c} develops over time, run with NHS clinics across the UK.',
    landing_title: 'Help us understand {c}',
    landing_body:
      '<p>Join our research into <strong>{c}</strong>. It takes about 20 minutes to sign up.</p><ul><li>Answer a short questionnaire</li><li>Send back a saliva kit</li></ul>',
    landing_cta: 'Check if I can take part',
    content: {
      'consent-summary': ['What you agree to', '<p>Your answers are stored securely and never sold.</p>'],
      faq: ['Questions and answers', '<p><strong>How long does it take?</strong> About 20 minutes.</p>'],
      'what-to-expect': ['What to expect', '<p>We will email you every three months.</p>'],
      privacy: ['Your privacy', '<p>You can leave the study at any time.</p>'],
    },
  },
  'de-de': {
    descriptions: 'Eine Studie dazu, wie sich {c} mit der Zeit entwickelt, mit Kliniken in ganz Europa.',
    landing_title: 'Helfen Sie uns, {c} zu verstehen',
    landing_body:
      '<p>Nehmen Sie an unserer Forschung zu <strong>{c}</strong> teil. Die Anmeldung dauert etwa 20 Minuten.</p>',
    landing_cta: 'Teilnahme prüfen',
    content: {
      'consent-summary': ['Ihre Einwilligung', '<p>Ihre Antworten werden sicher gespeichert.</p>'],
      faq: ['Fragen und Antworten', '<p><strong>Wie lange dauert es?</strong> Etwa 20 Minuten.</p>'],
      'what-to-expect': ['Was Sie erwartet', '<p>Wir schreiben Ihnen alle drei Monate.</p>'],
      privacy: ['Ihre Privatsphäre', '<p>Sie können jederzeit austreten.</p>'],
    },
  },
  'fr-fr': {
    descriptions: 'Une étude sur l’évolution de {c} au fil du temps, menée avec des cliniques partenaires.',
    landing_title: 'Aidez-nous à comprendre {c}',
    landing_body:
      '<p>Participez à notre recherche sur <strong>{c}</strong>. L’inscription prend 20 minutes.</p>',
    landing_cta: 'Vérifier mon éligibilité',
    content: {
      'consent-summary': ['Votre consentement', '<p>Vos réponses sont conservées en sécurité.</p>'],
      faq: ['Questions fréquentes', '<p><strong>Combien de temps ?</strong> Environ 20 minutes.</p>'],
      'what-to-expect': ['À quoi vous attendre', '<p>Nous vous écrirons tous les trois mois.</p>'],
      privacy: ['Votre vie privée', '<p>Vous pouvez quitter l’étude à tout moment.</p>'],
    },
  },
  'es-es': {
    descriptions: 'Un estudio sobre cómo evoluciona {c} con el tiempo, con clínicas colaboradoras.',
    landing_title: 'Ayúdenos a entender {c}',
    landing_body:
      '<p>Participe en nuestra investigación sobre <strong>{c}</strong>. Registrarse lleva 20 minutos.</p>',
    landing_cta: 'Comprobar si puedo participar',
    content: {
      'consent-summary': ['Su consentimiento', '<p>Sus respuestas se guardan de forma segura.</p>'],
      faq: ['Preguntas frecuentes', '<p><strong>¿Cuánto dura?</strong> Unos 20 minutos.</p>'],
      'what-to-expect': ['Qué esperar', '<p>Le escribiremos cada tres meses.</p>'],
      privacy: ['Su privacidad', '<p>Puede dejar el estudio cuando quiera.</p>'],
    },
  },
  'nl-nl': {
    descriptions: 'Een onderzoek naar hoe {c} zich in de loop van de tijd ontwikkelt.',
    landing_title: 'Help ons {c} te begrijpen',
    landing_body: '<p>Doe mee aan ons onderzoek naar <strong>{c}</strong>. Aanmelden duurt 20 minuten.</p>',
    landing_cta: 'Kijk of ik mee kan doen',
    content: {
      'consent-summary': ['Uw toestemming', '<p>Uw antwoorden worden veilig bewaard.</p>'],
      faq: ['Vragen en antwoorden', '<p><strong>Hoe lang duurt het?</strong> Ongeveer 20 minuten.</p>'],
      'what-to-expect': ['Wat u kunt verwachten', '<p>We mailen u elke drie maanden.</p>'],
      privacy: ['Uw privacy', '<p>U kunt altijd stoppen.</p>'],
    },
  },
};

export const SEED_LOCALES = Object.keys(BOOKS);
export const CONTENT_KEYS = ['consent-summary', 'faq', 'what-to-expect', 'privacy'];

const fill = (text: string, condition: string) => text.replaceAll('{c}', condition);

/** One text field in every given locale. */
export function localeTexts(
  field: Exclude<keyof Phrasebook, 'content'>,
  locales: readonly string[],
  condition: string,
): LocaleTexts {
  return Object.fromEntries(
    locales.map((l) => [l, fill((BOOKS[l] ?? BOOKS['en-gb'])?.[field] ?? '', condition)]),
  );
}

export function contentItem(id: number, key: string, locales: readonly string[]): ContentItem {
  const part = (i: 0 | 1) =>
    Object.fromEntries(locales.map((l) => [l, (BOOKS[l] ?? BOOKS['en-gb'])?.content[key]?.[i] ?? '']));
  return { id, key, title: part(0), body: part(1) };
}
