import { dataToText, textToData, withData } from '../../../resources/flows/block-data';
import { block } from './fixtures';

describe('a block type the console does not know keeps every field it came with', () => {
  const data = {
    scale: { min: 0, max: 10 },
    labels: { low: 'Not likely', high: 'Very likely' },
    channel: 'web',
    weights: [1, 2.5, null],
    on: true,
  };

  it('round-trips its data through the JSON editor without loss', () => {
    expect(textToData(dataToText(data))).toEqual(data);
  });

  it('refuses text that is not a JSON object, so nothing half-typed is saved', () => {
    expect(textToData('{ "scale": ')).toBeNull();
    expect(textToData('[1, 2]')).toBeNull();
  });

  it("a known form's change keeps the keys it does not know", () => {
    const b = block(1, 'Age', {
      type_id: 'profile_date_of_birth',
      data: { min_age: 18, legacy_rule: 'x' },
      future_field: { a: 1 },
    });
    const changed = withData(b, { max_age: 70 });
    expect(changed.data).toEqual({ min_age: 18, legacy_rule: 'x', max_age: 70 });
    expect(changed.future_field).toEqual({ a: 1 });
  });
});
