import { FIELD_TYPES } from '@/engine';
import { humanize, icons } from '@/engine/screens';
import { widgets } from '@/engine/widgets';
import { ICON_NAMES } from '@/engine';

describe('one map from field type to widget', () => {
  it('has a display and an input for every field type', () => {
    expect(Object.keys(widgets).sort()).toEqual([...FIELD_TYPES].sort());
    for (const type of FIELD_TYPES) {
      expect(typeof widgets[type].Display, type).toBe('function');
      expect(typeof widgets[type].Input, type).toBe('function');
    }
  });

  it('has an icon for every icon name a schema may use', () => {
    expect(Object.keys(icons).sort()).toEqual([...ICON_NAMES].sort());
  });

  it('humanizes sources as a fallback label', () => {
    expect(humanize('study_id')).toBe('Study');
    expect(humanize('shipping_address')).toBe('Shipping address');
  });
});
