import { createRng, hash } from '@/mocks/lib/rng';
import { str, type Row } from '@/mocks/lib/respond';

// What the lab reports for a processed kit: a few measures of its sample type, the same for a kit
// every time. The console shows them as they come; the mock makes them look like a lab's report.

interface Measure {
  name: string;
  unit: string;
  low: number;
  high: number;
  digits: number;
}

const MEASURES: Record<string, readonly Measure[]> = {
  blood_draw: [
    { name: 'Haemoglobin', unit: 'g/L', low: 130, high: 170, digits: 0 },
    { name: 'HbA1c', unit: 'mmol/mol', low: 20, high: 41, digits: 0 },
    { name: 'Total cholesterol', unit: 'mmol/L', low: 2.5, high: 5, digits: 1 },
    { name: 'Ferritin', unit: 'µg/L', low: 30, high: 400, digits: 0 },
  ],
  blood_spot: [
    { name: 'Vitamin D (25-OH)', unit: 'nmol/L', low: 50, high: 175, digits: 0 },
    { name: 'TSH', unit: 'mU/L', low: 0.3, high: 4.2, digits: 2 },
    { name: 'CRP', unit: 'mg/L', low: 0, high: 5, digits: 1 },
  ],
  saliva: [
    { name: 'Cortisol (morning)', unit: 'nmol/L', low: 5, high: 25, digits: 1 },
    { name: 'DNA yield', unit: 'µg', low: 5, high: 60, digits: 1 },
  ],
  swab: [
    { name: 'Viral RNA', unit: '', low: 0, high: 0, digits: 0 },
    { name: 'Bacterial load', unit: 'CFU/mL', low: 0, high: 1000, digits: 0 },
  ],
};

/** The results of a processed kit of this sample type; none for a kit in any other state. */
export function resultsOf(kit: Row, sampleType: string | undefined) {
  if (kit.status !== 'processed') return [];
  const measures = MEASURES[sampleType ?? str(kit.kit_type)] ?? MEASURES.saliva!;
  const rng = createRng(hash(`results:${String(kit.id)}`));
  return measures.slice(0, rng.int(2, measures.length)).map((m) => {
    if (m.high === 0) {
      const detected = rng.next() < 0.2;
      return {
        name: m.name,
        value: detected ? 'Detected' : 'Not detected',
        unit: null,
        reference_range: 'Not detected',
        flag: detected ? 'abnormal' : null,
      };
    }
    // Mostly within the range, sometimes a little out of it either way.
    const span = m.high - m.low;
    const value = m.low - span * 0.15 + rng.next() * span * 1.3;
    const shown = Math.max(0, value).toFixed(m.digits);
    const flag = Number(shown) < m.low ? 'low' : Number(shown) > m.high ? 'high' : null;
    return {
      name: m.name,
      value: shown,
      unit: m.unit,
      reference_range: `${m.low.toFixed(m.digits)}–${m.high.toFixed(m.digits)}`,
      flag,
    };
  });
}
