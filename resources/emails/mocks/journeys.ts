import { button, heading, HELP_BLOCK, image, section, shared, SIGNATURE_BLOCK, spacer, text } from './blocks';
import { all, framed, type SeedTemplate } from './template-kit';

/** Mails along a study: eligibility, visits, surveys, kits and results, account and closing. */
export const JOURNEYS: SeedTemplate[] = [
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
    folder_id: 11,
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
    folder_id: 10,
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
    folder_id: 12,
    type: 'study',
    is_active: false,
    is_transactional: false,
    send_to: 'recipients',
    locales: ['en-gb'],
    subject: all('Thank you for taking part'),
    html: '<div style="font-family:Georgia,serif;max-width:560px"><h2>Thank you</h2><p>The Allergy Patterns study has now closed. Results will be published next year.</p></div>',
  },
];
