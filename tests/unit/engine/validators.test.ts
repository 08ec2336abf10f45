import { validators, type FieldDef } from '@/engine';
import en from '@locales/en-gb.json';

// The app's i18n interpolates %{name}; this mirrors it to read the spec's sentences back.
function text(result: ReturnType<validators.Check>): string | undefined {
  if (!result) return undefined;
  const template = result.message
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], en);
  return String(template).replace(/%\{(\w+)\}/g, (_, k: string) => String(result.args[k]));
}

const field = (over: Partial<FieldDef>): FieldDef => ({
  source: 'x',
  type: 'text',
  sensitive: false,
  filterable: false,
  sortable: true,
  readOnly: false,
  views: { list: true, show: true, edit: true, create: true },
  ...over,
});

describe('SPEC §5 generic input checks and their default messages', () => {
  it('"is a required field", prefixed with the field label', () => {
    expect(text(validators.required('Email')(''))).toBe('Email is a required field');
    // An emptied rich text editor leaves markup only; in plain text, markup is what was typed.
    expect(text(validators.required('Body', true)('<p></p>'))).toBe('Body is a required field');
    expect(validators.required('Name')('<foo val="bar" />')).toBeUndefined();
    expect(validators.required('Email')('a')).toBeUndefined();
  });

  it('"must be at least N characters" and "must be at most N characters"', () => {
    expect(text(validators.minLength('Name', 3)('ab'))).toBe('Name must be at least 3 characters');
    expect(text(validators.maxLength('Name', 4)('abcde'))).toBe('Name must be at most 4 characters');
    expect(validators.minLength('Name', 3)('')).toBeUndefined();
  });

  it('"must be a valid email" for an email field', () => {
    expect(text(validators.email('Email')('jane@'))).toBe('Email must be a valid email');
    expect(validators.email('Email')('jane@example.org')).toBeUndefined();
  });

  it('"Invalid email address" for a list of addresses', () => {
    expect(text(validators.emailList(['a@b.co', 'nope']))).toBe('Invalid email address');
    expect(validators.emailList(['a@b.co'])).toBeUndefined();
  });

  it('"Invalid URL", including script URLs', () => {
    expect(text(validators.url('example'))).toBe('Invalid URL');
    expect(text(validators.url('javascript:alert(1)'))).toBe('Invalid URL');
    expect(validators.url('https://example.org/x')).toBeUndefined();
  });

  it('flags text that is not JSON', () => {
    expect(text(validators.json(new validators.InvalidJson('{')))).toContain('Invalid JSON');
    expect(validators.json({ a: 1 })).toBeUndefined();
  });
});

describe('checks beyond the spec list', () => {
  it('"must not be before": an end date earlier than its start, by day or by time', () => {
    const check = validators.notBefore('End', 'start', 'Start');
    expect(text(check('2026-05-09', { start: '2026-05-10' }))).toBe('End must not be before Start');
    expect(check('2026-05-10', { start: '2026-05-10' })).toBeUndefined();
    expect(check('2026-05-11', { start: '2026-05-10' })).toBeUndefined();
    expect(check('2026-05-10T08:59:00Z', { start: '2026-05-10T09:00:00Z' })?.message).toBe(
      'validation.notBefore',
    );
    // Either side blank: nothing to compare.
    expect(check('', { start: '2026-05-10' })).toBeUndefined();
    expect(check('2026-05-09', { start: null })).toBeUndefined();
  });

  it('"is incomplete": a date or date-time with a part still blank in its picker', () => {
    const check = validators.wholeDate('Start date');
    expect(text(check(new Date(Number.NaN)))).toBe(
      'Start date is incomplete: fill in every part of the date',
    );
    expect(check('2027-05-24')).toBeUndefined();
    expect(check(null)).toBeUndefined();
    expect(validators.checksFor(field({ type: 'datetime' }), 'At')).toHaveLength(1);
  });

  it('"must have at most 2 decimal places" for money, floating-point sums included', () => {
    const check = validators.cents('Total');
    expect(text(check(12.345))).toBe('Total must have at most 2 decimal places');
    expect(check(12.34)).toBeUndefined();
    expect(check(0.1 + 0.2)).toBeUndefined();
    expect(check(1999)).toBeUndefined();
  });
});

describe('checks follow the field definition', () => {
  it('required email with a max length gets three checks, in that order', () => {
    const checks = validators.checksFor(field({ type: 'email', required: true, maxLength: 10 }), 'Email');
    expect(checks.map((c) => c('')?.message)).toEqual(['validation.required', undefined, undefined]);
    expect(checks.map((c) => c('abcdefghijk')?.message)).toEqual([
      undefined,
      'validation.maxLength',
      'validation.email',
    ]);
  });

  it('numbers get range checks, json a parse check, and optional text none', () => {
    expect(
      validators.checksFor(field({ type: 'number', min: 0, max: 5 }), 'N').map((c) => c(9)?.message),
    ).toEqual([undefined, 'validation.maxValue']);
    expect(validators.checksFor(field({ type: 'json' }), 'J')).toHaveLength(1);
    const money = validators.checksFor(field({ type: 'money', min: 0 }), 'Total');
    expect(money.map((c) => c(-1.005)?.message)).toEqual(['validation.minValue', 'validation.decimals']);
    const end = validators.checksFor(field({ type: 'date', notBefore: 'start' }), 'End', () => 'Start');
    expect(end.map((c) => c('2026-01-01', { start: '2026-02-01' })?.message)).toEqual([
      undefined,
      'validation.notBefore',
    ]);
    expect(text(end[1]?.('2026-01-01', { start: '2026-02-01' }))).toBe('End must not be before Start');
    expect(end.map((c) => c(new Date(Number.NaN), { start: '2026-02-01' })?.message)).toEqual([
      'validation.incompleteDate',
      undefined,
    ]);
    expect(validators.checksFor(field({}), 'T')).toHaveLength(0);
  });
});
