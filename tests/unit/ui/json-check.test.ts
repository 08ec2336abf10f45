import { checkJson } from '@/ui/code-editor';

describe('checkJson: where and why a text stops being JSON', () => {
  it('accepts JSON, whatever its shape', () => {
    for (const text of ['{}', '[1, 2.5e3, -0]', '"a \\u00e9 \\n"', ' true ', '{"a": {"b": [null]}}'])
      expect(checkJson(text), text).toBeNull();
  });

  it('calls an empty text empty', () => {
    expect(checkJson('  \n')).toEqual({ kind: 'empty' });
  });

  it.each([
    ['{"a": 1,}', 'property_name', 1, 9],
    ['{"a" 1}', 'colon', 1, 6],
    ['[1, 2', 'comma_or_bracket', 1, 6],
    ['{\n  "a": 1\n  "b": 2\n}', 'comma_or_brace', 3, 3],
    ['{"a": tru}', 'value', 1, 7],
    ['{"a": "b\n"}', 'string_end', 1, 9],
    ['"\\x"', 'escape', 1, 2],
    ['-', 'number', 1, 1],
    ['{} {}', 'trailing', 1, 4],
  ] as const)('%j: %s at line %i, column %i', (text, reason, line, column) => {
    expect(checkJson(text)).toMatchObject({ kind: 'syntax', reason, line, column });
  });
});
