/** The participant-facing phrases a generated landing page is built from, per locale (content, not console words). */
export interface Phrases {
  join: string;
  why: string;
  involves: string;
  dates: (start: string, end: string) => string;
  where: (country: string) => string;
  who: (researcher: string) => string;
}

export const PHRASES: Record<string, Phrases> = {
  'en-gb': {
    join: 'Take part',
    why: 'Why this study matters',
    involves: 'What taking part involves',
    dates: (s, e) => `The study runs from ${s} to ${e}.`,
    where: (c) => `It is open to participants in ${c}.`,
    who: (r) => `It is led by ${r}.`,
  },
  'de-de': {
    join: 'Jetzt teilnehmen',
    why: 'Warum diese Studie wichtig ist',
    involves: 'Was die Teilnahme bedeutet',
    dates: (s, e) => `Die Studie läuft vom ${s} bis ${e}.`,
    where: (c) => `Teilnehmen können Menschen in ${c}.`,
    who: (r) => `Leitung: ${r}.`,
  },
  'fr-fr': {
    join: 'Participer',
    why: 'Pourquoi cette étude compte',
    involves: 'Ce que la participation implique',
    dates: (s, e) => `L’étude se déroule du ${s} au ${e}.`,
    where: (c) => `Elle est ouverte aux participants en ${c}.`,
    who: (r) => `Elle est dirigée par ${r}.`,
  },
  'nl-nl': {
    join: 'Doe mee',
    why: 'Waarom dit onderzoek belangrijk is',
    involves: 'Wat meedoen inhoudt',
    dates: (s, e) => `Het onderzoek loopt van ${s} tot ${e}.`,
    where: (c) => `Het staat open voor deelnemers in ${c}.`,
    who: (r) => `Het wordt geleid door ${r}.`,
  },
};
