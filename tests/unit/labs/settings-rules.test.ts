import { sameSetting, settingProblem, settingsDiff } from '@resources/labs/settings/settings-rules';
import type { SystemSetting } from '@resources/labs/settings/settings-types';

const setting = (
  key: string,
  type: string,
  value: unknown,
  more: Partial<SystemSetting> = {},
): SystemSetting => ({
  key,
  type,
  value,
  group: 'Security',
  label: key,
  description: '',
  ...more,
});

const SETTINGS = [
  setting('min_age', 'number', 18, { min: 16, max: 120 }),
  setting('support_email', 'email', 'support@research.test'),
  setting('sign_in_rate_limit', 'rate_limit', { per_minute: 10, burst: 20 }),
  setting('shipping_countries', 'json', ['GB', 'IE']),
];
const unchanged = Object.fromEntries(SETTINGS.map((s) => [s.key, s.value]));

describe('the settings diff: what a save changes', () => {
  it('is empty when nothing changed, whatever the key order of an unknown setting', () => {
    const reordered = { ...unchanged, sign_in_rate_limit: { burst: 20, per_minute: 10 } };
    expect(settingsDiff(SETTINGS, reordered)).toEqual({ entries: [], changes: {} });
  });

  it('names each changed setting with both values and sends only those', () => {
    const edited = { ...unchanged, min_age: 21, shipping_countries: ['GB', 'IE', 'NL'] };
    const { entries, changes } = settingsDiff(SETTINGS, edited);
    expect(changes).toEqual({ min_age: 21, shipping_countries: ['GB', 'IE', 'NL'] });
    expect(entries).toEqual([
      { kind: 'changed', label: 'min_age', from: 18, to: 21, where: 'Security' },
      {
        kind: 'changed',
        label: 'shipping_countries',
        from: '["GB","IE"]',
        to: '["GB","IE","NL"]',
        where: 'Security',
      },
    ]);
  });

  it('never sends a setting the console does not understand unless it was edited', () => {
    const { changes } = settingsDiff(SETTINGS, { ...unchanged, support_email: 'help@research.test' });
    expect(Object.keys(changes)).toEqual(['support_email']);
  });

  it('compares values by content', () => {
    expect(sameSetting({ a: 1, b: [1, 2] }, { b: [1, 2], a: 1 })).toBe(true);
    expect(sameSetting([1, 2], [2, 1])).toBe(false);
  });
});

describe('setting values are checked by type', () => {
  it('keeps numbers within their range', () => {
    const age = SETTINGS[0]!;
    expect(settingProblem(age, 15)).toBe('min');
    expect(settingProblem(age, 121)).toBe('max');
    expect(settingProblem(age, Number.NaN)).toBe('number');
    expect(settingProblem(age, 30)).toBeNull();
  });
  it('wants an email address and one of an enum’s options', () => {
    expect(settingProblem(SETTINGS[1]!, 'support')).toBe('email');
    expect(settingProblem(setting('k', 'enum', 'a', { options: ['a', 'b'] }), 'c')).toBe('enum');
  });
});
