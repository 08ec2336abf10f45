import {
  button,
  divider,
  heading,
  HELP_BLOCK,
  image,
  section,
  shared,
  SIGNATURE_BLOCK,
  text,
} from './blocks';
import { all, framed, type SeedTemplate } from './template-kit';

/** Newsletters, welcome and sign-up mails and study invitations, in their seeded order. */
export const CAMPAIGNS: SeedTemplate[] = [
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
];
