import type { SeedTables } from '@/mocks/db';
import type { Row } from '@/mocks/lib/respond';
import type { RowCtx } from '@/mocks/db/fields';

// Kit logistics as a lab network would name it: laboratories, the assays they run, who ordered,
// and consignments that hold a van's worth of kits.

const LABS = [
  'Northgate Genomics Laboratory',
  'Cambridge Biosample Centre',
  'Thames Valley Pathology',
  'Leeds Molecular Diagnostics',
  'Bristol Clinical Chemistry',
  'Glasgow Biobank Services',
  'Manchester Genotyping Unit',
  'Oxford Biomarker Laboratory',
  'Cardiff Blood Sciences',
  'Newcastle Sequencing Facility',
  'Belfast Cytology Services',
  'Edinburgh Metabolomics Lab',
];

const ASSAYS: readonly (readonly [string, string, number])[] = [
  ['Whole-genome genotyping array', 'saliva', 21],
  ['BRCA1/2 panel', 'saliva', 28],
  ['Vitamin D (25-OH)', 'blood_spot', 7],
  ['HbA1c', 'blood_spot', 5],
  ['Lipid profile', 'blood_spot', 5],
  ['Full blood count', 'blood_draw', 2],
  ['Ferritin', 'blood_draw', 3],
  ['Thyroid function (TSH, FT4)', 'blood_draw', 4],
  ['HPV high-risk screen', 'swab', 14],
  ['Respiratory pathogen panel', 'swab', 3],
  ['Pharmacogenomics panel', 'saliva', 30],
  ['Cortisol awakening response', 'saliva', 10],
];

const PROVIDERS = [
  'Participant request',
  'Participant request',
  'Participant request',
  'GP referral',
  'Study site',
  'Research nurse',
  'Partner clinic',
];

export function laboratory(c: RowCtx): Row {
  const name = LABS[(c.id - 1) % LABS.length]!;
  return { name, code: `LAB-${String(c.id).padStart(3, '0')}`, country: 'GB', is_active: c.rng.chance(0.9) };
}

export function assay(c: RowCtx): Row {
  const [name, sample_type, turnaround_days] = ASSAYS[(c.id - 1) % ASSAYS.length]!;
  const round = Math.floor((c.id - 1) / ASSAYS.length);
  return {
    name: round === 0 ? name : `${name} (v${round + 1})`,
    code: `ASY-${String(c.id).padStart(3, '0')}`,
    sample_type,
    turnaround_days,
    lab_id: ((c.id - 1) % Math.max(1, c.countOf('laboratories'))) + 1,
  };
}

// Every order is priced: a kit and its assays cost between £49 and £299.
export const order = (c: RowCtx): Row => ({
  provider: c.rng.pick(PROVIDERS),
  currency: 'GBP',
  total: Math.round((49 + c.rng.next() * 250) * 100) / 100,
});

export const consignment = (c: RowCtx): Row => ({ reference: `CON-${String(c.id).padStart(4, '0')}` });

/** KitLink's entities in the seed: real laboratory and assay names, priced orders, consignments. */
export const seedTables: SeedTables = {
  overrides: { laboratories: laboratory, assays: assay, orders: order, consignments: consignment },
};
