import {
  button,
  divider,
  FOOTER_BLOCK,
  HEADER_BLOCK,
  heading,
  HELP_BLOCK,
  image,
  section,
  shared,
  SIGNATURE_BLOCK,
  spacer,
  text,
} from './mock-blocks';
import type { LocaleText, Section } from './types';

export const FOLDERS: { id: number; name: string; parent_id: number | null }[] = [
  { id: 1, name: 'Onboarding', parent_id: null },
  { id: 2, name: 'Study invitations', parent_id: null },
  { id: 3, name: 'Reminders', parent_id: null },
  { id: 4, name: 'Visit reminders', parent_id: 3 },
  { id: 5, name: 'Kits and results', parent_id: null },
  { id: 6, name: 'Newsletters', parent_id: null },
  { id: 7, name: 'Account and security', parent_id: null },
  { id: 8, name: 'Archive', parent_id: null },
];

export const SEGMENTS: { id: number; name: string; description: string; query: Record<string, unknown> }[] = [
  {
    id: 1,
    name: 'Newsletter readers',
    description: 'Participants who asked for the monthly newsletter.',
    query: { monthly_newsletter: true, is_site: false },
  },
  {
    id: 2,
    name: 'Unverified sign-ups',
    description: 'Registered but never confirmed their email address.',
    query: { email_validated: false, is_site: false },
  },
  {
    id: 3,
    name: 'Partner referrals',
    description: 'Came to us through a recruitment partner.',
    query: { registration_source: 'partner', is_site: false },
  },
  {
    id: 4,
    name: 'iPhone app users',
    description: 'Registered in the iOS app.',
    query: { registration_source: 'ios' },
  },
  {
    id: 5,
    name: 'Android app users',
    description: 'Registered in the Android app.',
    query: { registration_source: 'android' },
  },
  {
    id: 6,
    name: 'Web sign-ups who read the newsletter',
    description: 'Registered on the website and subscribed to the newsletter.',
    query: { registration_source: 'web', monthly_newsletter: true },
  },
  {
    id: 7,
    name: 'Site staff',
    description: 'Accounts of research site staff, never sent participant mailings.',
    query: { is_site: true },
  },
];

export const TRIGGERS: {
  id: number;
  name: string;
  context: string;
  conditions: unknown;
  parameters: unknown;
  stage_support: string[];
}[] = [
  {
    id: 1,
    name: 'Account created',
    context: 'user',
    conditions: { email_validated: false },
    parameters: { delay_minutes: 0 },
    stage_support: ['registration'],
  },
  {
    id: 2,
    name: 'Email address confirmed',
    context: 'user',
    conditions: { email_validated: true },
    parameters: { delay_minutes: 0 },
    stage_support: ['registration'],
  },
  {
    id: 3,
    name: 'Eligible for a study',
    context: 'enrollment',
    conditions: { status: 'eligible' },
    parameters: { delay_minutes: 60 },
    stage_support: ['screening'],
  },
  {
    id: 4,
    name: 'Visit in three days',
    context: 'enrollment',
    conditions: { days_before_visit: 3 },
    parameters: { send_at: '09:00' },
    stage_support: ['enrolled', 'follow_up'],
  },
  {
    id: 5,
    name: 'Kit dispatched',
    context: 'kit',
    conditions: { status: 'dispatched' },
    parameters: { delay_minutes: 0 },
    stage_support: ['enrolled'],
  },
  {
    id: 6,
    name: 'Results ready',
    context: 'order',
    conditions: { status: 'results_ready' },
    parameters: { delay_minutes: 30 },
    stage_support: ['enrolled', 'completed'],
  },
  {
    id: 7,
    name: 'Password reset requested',
    context: 'user',
    conditions: {},
    parameters: { link_valid_hours: 24 },
    stage_support: [],
  },
  {
    id: 8,
    name: 'Survey left unfinished',
    context: 'study',
    conditions: { days_since_last_answer: 7 },
    parameters: { max_reminders: 2 },
    stage_support: ['screening', 'enrolled'],
  },
];

const all = (en: string, de?: string, fr?: string): LocaleText => ({
  'en-gb': en,
  ...(de === undefined ? {} : { 'de-de': de }),
  ...(fr === undefined ? {} : { 'fr-fr': fr }),
});
const framed = (body: Section[]): Section[] => [
  section([[shared(HEADER_BLOCK)]]),
  ...body,
  section([[shared(FOOTER_BLOCK)]], 'neutral'),
];

export interface SeedTemplate {
  name: string;
  folder_id: number;
  type: 'marketing' | 'study' | 'system';
  is_active: boolean;
  is_transactional: boolean;
  send_to: 'user' | 'recipients' | 'segment' | 'query';
  trigger_id?: number;
  segment_id?: number;
  user_query?: Record<string, unknown>;
  study_id?: number;
  locales: string[];
  subject: LocaleText;
  sections?: Section[];
  /** Only for legacy templates: HTML written by another tool, no blocks. */
  html?: string;
}

export const TEMPLATES: SeedTemplate[] = [
  {
    name: 'Monthly newsletter: May',
    folder_id: 6,
    type: 'marketing',
    is_active: true,
    is_transactional: false,
    send_to: 'segment',
    segment_id: 1,
    locales: ['en-gb', 'de-de'],
    subject: all('What your data discovered this month', 'Was Ihre Daten diesen Monat entdeckt haben'),
    sections: framed([
      section([[heading(all('This month in research', 'Forschung diesen Monat'))]], 'sand'),
      section([
        [
          heading(all('Sleep study results', 'Ergebnisse der Schlafstudie'), 'blue'),
          text(
            all(
              '<p>Over 4,000 of you took part. People who slept under six hours had higher blood pressure.</p>',
              '<p>Über 4.000 von Ihnen haben teilgenommen.</p>',
            ),
          ),
        ],
        [
          heading(all('New: kits for vitamin D', 'Neu: Vitamin-D-Kits'), 'green'),
          text(all('<p>A finger-prick test you can do at home.</p>', '<p>Ein Fingertest für zu Hause.</p>')),
        ],
        [
          heading(all('Meet the team', 'Das Team'), 'purple'),
          text(
            all(
              '<p>Dr Amara Okafor on why diversity matters in trials.</p>',
              '<p>Dr. Amara Okafor über Vielfalt in Studien.</p>',
            ),
          ),
        ],
      ]),
      section([
        [
          divider(),
          button(
            all('Read the full newsletter', 'Den ganzen Newsletter lesen'),
            'https://research.example.org/news/may',
          ),
        ],
      ]),
    ]),
  },
  {
    name: 'Welcome to Research Together',
    folder_id: 1,
    type: 'system',
    is_active: true,
    is_transactional: true,
    send_to: 'user',
    trigger_id: 2,
    locales: ['en-gb', 'de-de', 'fr-fr'],
    subject: all('Welcome, {{ first_name }}', 'Willkommen, {{ first_name }}', 'Bienvenue, {{ first_name }}'),
    sections: framed([
      section([
        [
          heading(
            all('Welcome, {{ first_name }}', 'Willkommen, {{ first_name }}', 'Bienvenue, {{ first_name }}'),
          ),
          text(
            all(
              '<p>Thank you for joining Research Together. Your answers help researchers understand health and disease.</p>',
              '<p>Danke, dass Sie bei Research Together mitmachen. Ihre Antworten helfen der Forschung.</p>',
              '<p>Merci de rejoindre Research Together. Vos réponses aident la recherche.</p>',
            ),
          ),
          button(
            all('Complete your profile', 'Profil vervollständigen', 'Compléter votre profil'),
            'https://research.example.org/profile',
          ),
        ],
      ]),
      section([
        [
          image(
            'https://assets.research.example.org/email/survey.png',
            all(
              'A phone showing a short survey',
              'Ein Telefon mit einer kurzen Umfrage',
              'Un téléphone affichant un court questionnaire',
            ),
          ),
          text(
            all(
              '<p><strong>Short surveys</strong> that fit into a coffee break.</p>',
              '<p><strong>Kurze Umfragen</strong> für die Kaffeepause.</p>',
              '<p><strong>De courts questionnaires</strong> pour la pause café.</p>',
            ),
          ),
        ],
        [
          image(
            'https://assets.research.example.org/email/kit.png',
            all('A home test kit in its box', 'Ein Testkit für zu Hause', 'Un kit de test à domicile'),
          ),
          text(
            all(
              '<p><strong>Home kits</strong> posted to you, free of charge.</p>',
              '<p><strong>Testkits</strong> kostenlos nach Hause.</p>',
              '<p><strong>Des kits</strong> envoyés gratuitement chez vous.</p>',
            ),
          ),
        ],
      ]),
    ]),
  },
  {
    name: 'Confirm your email address',
    folder_id: 1,
    type: 'system',
    is_active: true,
    is_transactional: true,
    send_to: 'user',
    trigger_id: 1,
    locales: ['en-gb', 'de-de'],
    subject: all('Please confirm your email address', 'Bitte bestätigen Sie Ihre E-Mail-Adresse'),
    sections: framed([
      section([
        [
          heading(all('One more step', 'Noch ein Schritt')),
          text(
            all(
              '<p>Hello {{ first_name }}, please confirm that {{ email }} is your address.</p>',
              '<p>Hallo {{ first_name }}, bitte bestätigen Sie, dass {{ email }} Ihre Adresse ist.</p>',
            ),
          ),
          button(all('Confirm my address', 'Adresse bestätigen'), 'https://research.example.org/confirm'),
          shared(HELP_BLOCK),
        ],
      ]),
    ]),
  },
  {
    name: 'Invitation: Sleep and Heart Health',
    folder_id: 2,
    type: 'study',
    is_active: true,
    is_transactional: false,
    send_to: 'segment',
    segment_id: 6,
    study_id: 1,
    locales: ['en-gb', 'fr-fr'],
    subject: all(
      '{{ first_name }}, could you help a sleep study?',
      '{{ first_name }}, pouvez-vous aider une étude sur le sommeil ?',
    ),
    sections: framed([
      section([
        [
          image(
            'https://assets.research.example.org/email/sleep-hero.jpg',
            all(
              'A person asleep wearing a fitness tracker',
              'Une personne endormie portant un bracelet connecté',
            ),
          ),
        ],
      ]),
      section([
        [
          heading(
            all('Help us understand sleep and the heart', 'Aidez-nous à comprendre le sommeil et le cœur'),
          ),
          text(
            all(
              '<p>The study takes about 20 minutes a week for eight weeks. You will receive a wearable to keep.</p><ul><li>Weekly five-minute survey</li><li>A wearable sent to your home</li></ul>',
              '<p>L’étude demande environ 20 minutes par semaine pendant huit semaines.</p>',
            ),
          ),
          button(
            all('See if I can take part', 'Vérifier mon éligibilité'),
            'https://research.example.org/studies/sleep',
          ),
          shared(SIGNATURE_BLOCK),
        ],
      ]),
    ]),
  },
  {
    name: 'Invitation: Migraine diary',
    folder_id: 2,
    type: 'study',
    is_active: false,
    is_transactional: false,
    send_to: 'query',
    user_query: { registration_source: 'web', monthly_newsletter: true, email_validated: true },
    study_id: 2,
    locales: ['en-gb'],
    subject: all('A new study for people who live with migraine'),
    sections: framed([
      section([
        [
          heading(all('Keep a migraine diary for science')),
          text(
            all(
              '<p>Log your headaches in the app for twelve weeks and help find new triggers. Visit http://research.example.org/migraine to learn more.</p>',
            ),
          ),
          button(all('Learn more'), 'http://research.example.org/studies/migraine'),
        ],
        [image('https://assets.research.example.org/email/diary.png', all(''))],
      ]),
    ]),
  },
  {
    name: 'You are eligible',
    folder_id: 2,
    type: 'study',
    is_active: true,
    is_transactional: true,
    send_to: 'user',
    trigger_id: 3,
    locales: ['en-gb', 'de-de'],
    subject: all(
      'Good news: you can join {{ study_title }}',
      'Gute Nachrichten: Sie können an {{ study_title }} teilnehmen',
    ),
    sections: framed([
      section([
        [
          heading(all('You are eligible', 'Sie sind teilnahmeberechtigt')),
          text(all('<p>Based on your answers you can join <strong>{{ study_title }}</strong>.</p>', '')),
          button(all('Join the study', 'An der Studie teilnehmen'), 'https://research.example.org/join'),
          shared(SIGNATURE_BLOCK),
        ],
      ]),
    ]),
  },
  {
    name: 'Visit reminder (3 days)',
    folder_id: 4,
    type: 'study',
    is_active: true,
    is_transactional: true,
    send_to: 'user',
    trigger_id: 4,
    locales: ['en-gb', 'de-de', 'fr-fr'],
    subject: all(
      'Your visit is in three days',
      'Ihr Termin ist in drei Tagen',
      'Votre visite a lieu dans trois jours',
    ),
    sections: framed([
      section([
        [
          heading(
            all(
              'See you soon, {{ first_name }}',
              'Bis bald, {{ first_name }}',
              'À bientôt, {{ first_name }}',
            ),
          ),
          text(
            all(
              '<p>Please bring photo ID and the consent form you signed.</p>',
              '<p>Bitte bringen Sie einen Ausweis und die unterschriebene Einwilligung mit.</p>',
              '<p>Merci d’apporter une pièce d’identité et le formulaire de consentement signé.</p>',
            ),
          ),
        ],
        [
          text(
            all(
              '<p><strong>Before your visit</strong><br>No food for 8 hours.<br>Drink water as usual.</p>',
              '<p><strong>Vor dem Termin</strong><br>8 Stunden nüchtern bleiben.</p>',
              '<p><strong>Avant la visite</strong><br>À jeun depuis 8 heures.</p>',
            ),
          ),
        ],
      ]),
      section([[shared(HELP_BLOCK)]]),
    ]),
  },
  {
    name: 'Survey reminder',
    folder_id: 3,
    type: 'study',
    is_active: true,
    is_transactional: false,
    send_to: 'user',
    trigger_id: 8,
    locales: ['en-gb'],
    subject: all('Your survey is waiting'),
    sections: framed([
      section([
        [
          heading(all('Pick up where you left off')),
          text(all('<p>It takes about five more minutes.</p>')),
          button(all('Continue the survey'), 'https://research.example.org/surveys/continue'),
        ],
      ]),
    ]),
  },
  {
    name: 'Your kit is on its way',
    folder_id: 5,
    type: 'study',
    is_active: true,
    is_transactional: true,
    send_to: 'user',
    trigger_id: 5,
    locales: ['en-gb', 'de-de'],
    subject: all('Your test kit has been posted', 'Ihr Testkit ist unterwegs'),
    sections: framed([
      section([
        [
          image(
            'https://assets.research.example.org/email/kit-box.png',
            all('The kit box with its prepaid return envelope', 'Die Kit-Box mit frankiertem Rückumschlag'),
          ),
        ],
        [
          heading(all('Your kit is on its way', 'Ihr Kit ist unterwegs')),
          text(
            all(
              '<p>It should arrive in two to three working days. Follow the leaflet inside, then post it back the same day.</p>',
              '<p>Es kommt in zwei bis drei Werktagen an.</p>',
            ),
          ),
        ],
      ]),
    ]),
  },
  {
    name: 'Your results are ready',
    folder_id: 5,
    type: 'study',
    is_active: true,
    is_transactional: true,
    send_to: 'user',
    trigger_id: 6,
    locales: ['en-gb'],
    subject: all('Your results are ready to view'),
    sections: framed([
      section([
        [
          heading(all('Your results are ready')),
          text(all('<p>Sign in to see your results and what they mean.</p>')),
          button(all('View my results'), 'https://research.example.org/results', 'green'),
          spacer(8),
          shared(HELP_BLOCK),
        ],
      ]),
    ]),
  },
  {
    name: 'Password reset',
    folder_id: 7,
    type: 'system',
    is_active: true,
    is_transactional: true,
    send_to: 'user',
    trigger_id: 7,
    locales: ['en-gb', 'de-de', 'fr-fr'],
    subject: all('Reset your password', 'Passwort zurücksetzen', 'Réinitialiser votre mot de passe'),
    html: '<table width="600" align="center" style="font-family:Arial"><tr><td><h1>Reset your password</h1><p>Hello {{ first_name }},</p><p>Someone asked to reset the password of your account. The link works for 24 hours.</p><p><a href="https://research.example.org/reset">Choose a new password</a></p><p>If this was not you, ignore this email.</p></td></tr></table>',
  },
  {
    name: 'Spring newsletter 2025 (imported)',
    folder_id: 8,
    type: 'marketing',
    is_active: false,
    is_transactional: false,
    send_to: 'segment',
    segment_id: 1,
    locales: ['en-gb'],
    subject: all('Spring news from Research Together'),
    html: '<html><head><script src="https://tracker.example.net/pixel.js"></script><script>document.title = "tracked"; window.parent.postMessage("tracked", "*");</script></head><body><div style="max-width:600px;margin:auto"><h1>Spring news</h1><p>Three studies opened this spring.</p><img src="https://tracker.example.net/open.gif" onerror="alert(1)" width="1" height="1"><p><a href="javascript:alert(2)">Read more</a></p></div></body></html>',
  },
  {
    name: 'Study closed: thank you',
    folder_id: 8,
    type: 'study',
    is_active: false,
    is_transactional: false,
    send_to: 'recipients',
    locales: ['en-gb'],
    subject: all('Thank you for taking part'),
    html: '<div style="font-family:Georgia,serif;max-width:560px"><h2>Thank you</h2><p>The Allergy Patterns study has now closed. Results will be published next year.</p></div>',
  },
];
