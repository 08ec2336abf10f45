import type { Block, ChoiceOption } from './types';

/** Data as the JSON editor shows it: every key, as the server sent it. */
export const dataToText = (data: Record<string, unknown>) => JSON.stringify(data, null, 2);

/** The edited JSON as block data, or null while it is not a JSON object. */
export function textToData(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** Sets some data keys and keeps every other one, known to the console or not. */
export const withData = (block: Block, changes: Record<string, unknown>): Block => ({
  ...block,
  data: { ...block.data, ...changes },
});

export const numberOf = (block: Block, key: string): number | null => {
  const v = block.data[key];
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
};

export const textOf = (block: Block, key: string): string => {
  const v = block.data[key];
  return typeof v === 'string' ? v : '';
};

export const listOf = (block: Block, key: string): string[] => {
  const v = block.data[key];
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
};

/** What a new block of each type starts with. */
export function starterData(kind: string): Record<string, unknown> {
  const option = (value: string, label: string): ChoiceOption => ({
    value,
    label,
    jump_to: null,
    screenout: false,
  });
  switch (kind) {
    case 'boolean_choice':
      return { options: [option('yes', 'Yes'), option('no', 'No')] };
    case 'single_choice':
    case 'multi_choice':
      return { options: [option('option_1', 'Option 1'), option('option_2', 'Option 2')] };
    case 'profile_sex':
      return {
        options: [
          option('female', 'Female'),
          option('male', 'Male'),
          option('prefer_not', 'Prefer not to say'),
        ],
      };
    case 'profile_role':
      return {
        options: [
          option('patient', 'I live with the condition'),
          option('carer', 'I care for someone who does'),
        ],
      };
    case 'informed_consent':
      return { body_html: '', acknowledgement: 'I agree to take part.' };
    case 'uploader':
      return { accepted: ['pdf'], max_size_mb: 10, max_files: 1 };
    case 'kit_ordering':
      return { kit_type: 'saliva-dna' };
    case 'profile_date_of_birth':
      return { min_age: 18, max_age: null };
    case 'profile_specific_condition':
      return { condition_id: null, condition_name: '' };
    default:
      return {};
  }
}
